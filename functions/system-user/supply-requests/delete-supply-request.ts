import { deleteSupplyRequest } from '../../../shared/domain/supply-requests/supply-request-writes';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { supplyRequestPath } from './fields';

/**
 * DELETE {system_user_url}/purchasing/supply-requests/{supply_request_id}: a `draft` or `rejected`
 * request (409 otherwise), the quantities a draft held given back to the order's lines.
 */
export const staffDeleteSupplyRequest = defineOperation(
  {
    method: 'DELETE',
    path: '/purchasing/supply-requests/{supply_request_id}',
    operationId: 'staffDeleteSupplyRequest',
    summary: 'purchase order supply request: delete',
    response: { kind: 'single', record: 'Deleted', conflict: true },
    params: supplyRequestPath,
  },
  async ({ params, request }) =>
    single(await deleteSupplyRequest(staffCaller(request), params.supply_request_id)),
);
