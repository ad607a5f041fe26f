import * as z from 'zod/mini';
import { BULK_DECISION_LIMIT, decideMany } from '../../../shared/domain/acceptances/bulk-decisions';
import { single } from '../../../shared/http/envelopes';
import { blankAsAbsent, idListText, text } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { bulkResult } from './bulk-result';

/**
 * POST {system_user_url}/acceptances/accept-all: accepts the approvals `ids[]` (1 to 100), each in
 * its own transaction; answers which succeeded and which failed and why. Running it again is
 * harmless: decided approvals fail with "already decided" and nothing is written.
 */
export const staffAcceptAllAcceptances = defineOperation(
  {
    method: 'POST',
    path: '/acceptances/accept-all',
    operationId: 'staffAcceptAllAcceptances',
    summary: 'Acceptance: Accept All',
    access: { kind: 'staff', ability: 'core.acceptances.decide' },
    response: { kind: 'single', record: 'AcceptanceBulkResult' },
    body: z.object({ ids: idListText(BULK_DECISION_LIMIT), comment: blankAsAbsent(text(1000)) }),
  },
  async ({ body, request }) => {
    const caller = staffCaller(request);
    const result = await decideMany(body.ids ?? [], caller, 'accept', body.comment ?? null);
    return single(bulkResult(result, request.locale));
  },
);
