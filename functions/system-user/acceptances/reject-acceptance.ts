import * as z from 'zod/mini';
import { acceptanceRecords } from '../../../shared/domain/acceptances/acceptance-record';
import { decideAcceptance } from '../../../shared/domain/acceptances/decisions';
import { single } from '../../../shared/http/envelopes';
import { requiredText } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { requestToken } from '../../../shared/http/request-token';
import { acceptancePath, deciderOf } from './fields';

/**
 * POST {system_user_url}/acceptances/{acceptance_id}/reject: a reviewer of the current step rejects
 * the approval with a `reason` (required); the record is rejected in the same transaction.
 */
export const staffRejectAcceptance = defineOperation(
  {
    method: 'POST',
    path: '/acceptances/{acceptance_id}/reject',
    operationId: 'staffRejectAcceptance',
    summary: 'Acceptance: Rejected',
    access: { kind: 'staff', ability: 'core.acceptances.decide' },
    response: { kind: 'single', record: 'Acceptance', conflict: true },
    params: acceptancePath,
    body: z.object({ reason: requiredText(1000) }),
  },
  async ({ params, body, request }) => {
    const token = requestToken(request);
    const decided = await decideAcceptance(params.acceptance_id, deciderOf(token), 'reject', body.reason);
    const [record] = await acceptanceRecords([decided], token.ownerId, request.locale);
    return single(record);
  },
);
