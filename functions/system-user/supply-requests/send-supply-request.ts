import { supplyRequestRecord } from '../../../shared/domain/supply-requests/supply-request-records';
import { sendSupplyRequest } from '../../../shared/domain/supply-requests/supply-request-writes';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { supplyRequestPath } from './fields';

/**
 * POST {system_user_url}/purchasing/supply-requests/{supply_request_id}/send-to-acceptance: a
 * `draft` or `rejected` request goes `pending_acceptance` with its approval (`supply_request`, the
 * project's manager) opened in one transaction; a rejected one takes its quantities again (Q3).
 */
export const staffSendSupplyRequest = defineOperation(
  {
    method: 'POST',
    path: '/purchasing/supply-requests/{supply_request_id}/send-to-acceptance',
    operationId: 'staffSendSupplyRequest',
    summary: 'purchase order supply request: supply-request send to acceptance',
    response: { kind: 'single', record: 'SupplyRequest', conflict: true },
    params: supplyRequestPath,
  },
  async ({ params, request }) =>
    single(
      await supplyRequestRecord(
        await sendSupplyRequest(staffCaller(request), params.supply_request_id),
        request.locale,
      ),
    ),
);
