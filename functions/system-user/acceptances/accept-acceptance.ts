import * as z from 'zod/mini';
import { acceptanceRecords } from '../../../shared/domain/acceptances/acceptance-record';
import { decideAcceptance } from '../../../shared/domain/acceptances/decisions';
import { single } from '../../../shared/http/envelopes';
import { blankAsAbsent, text } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { acceptancePath } from './fields';

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
    const caller = staffCaller(request);
    const decided = await decideAcceptance(params.acceptance_id, caller, 'accept', body.comment ?? null);
    const [record] = await acceptanceRecords([decided], caller.id, request.locale);
    return single(record);
  },
);
