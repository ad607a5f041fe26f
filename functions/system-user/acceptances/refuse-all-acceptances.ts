import * as z from 'zod/mini';
import { BULK_DECISION_LIMIT, decideMany } from '../../../shared/domain/acceptances/bulk-decisions';
import { single } from '../../../shared/http/envelopes';
import { idListText, requiredText } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { bulkResult } from './bulk-result';

/**
 * POST {system_user_url}/acceptances/refuse-all: rejects the approvals `ids[]` (1 to 100) with one
 * `reason` (required), each in its own transaction; answers which succeeded and which failed and why.
 */
export const staffRefuseAllAcceptances = defineOperation(
  {
    method: 'POST',
    path: '/acceptances/refuse-all',
    operationId: 'staffRefuseAllAcceptances',
    summary: 'Acceptance: Refuse All',
    access: { kind: 'staff', ability: 'core.acceptances.decide' },
    response: { kind: 'single', record: 'AcceptanceBulkResult' },
    body: z.object({ ids: idListText(BULK_DECISION_LIMIT), reason: requiredText(1000) }),
  },
  async ({ body, request }) => {
    const caller = staffCaller(request);
    const result = await decideMany(body.ids ?? [], caller, 'reject', body.reason);
    return single(bulkResult(result, request.locale));
  },
);
