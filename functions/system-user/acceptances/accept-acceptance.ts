import * as z from 'zod/mini';
import { acceptanceRecords } from '../../../shared/domain/acceptances/acceptance-record';
import { decideAcceptance } from '../../../shared/domain/acceptances/decisions';
import { single } from '../../../shared/http/envelopes';
import { blankAsAbsent, text } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { requestToken } from '../../../shared/http/request-token';
import { acceptancePath, deciderOf } from './fields';

/**
 * POST {system_user_url}/acceptances/{acceptance_id}/accept: the caller, a reviewer of the current
 * step, accepts it (`comment` optional); the last step's acceptance approves the record in the same
 * transaction. Not a reviewer, or the requester: 403; decided already or decided meanwhile: 409.
 */
export const staffAcceptAcceptance = defineOperation(
  {
    method: 'POST',
    path: '/acceptances/{acceptance_id}/accept',
    operationId: 'staffAcceptAcceptance',
    summary: 'Acceptance: Accept',
    access: { kind: 'staff', ability: 'core.acceptances.decide' },
    response: { kind: 'single', record: 'Acceptance', conflict: true },
    params: acceptancePath,
    body: z.object({ comment: blankAsAbsent(text(1000)) }),
  },
  async ({ params, body, request }) => {
    const token = requestToken(request);
    const decided = await decideAcceptance(
      params.acceptance_id,
      deciderOf(token),
      'accept',
      body.comment ?? null,
    );
    const [record] = await acceptanceRecords([decided], token.ownerId, request.locale);
    return single(record);
  },
);
