import { showAcceptance } from '../../../shared/domain/acceptances/acceptance-queries';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';
import { requestToken } from '../../../shared/http/request-token';
import { acceptancePath } from './fields';

/** GET {system_user_url}/acceptances/{acceptance_id}: one approval with its steps, history and `can_accept`. */
export const staffShowAcceptance = defineOperation(
  {
    method: 'GET',
    path: '/acceptances/{acceptance_id}',
    operationId: 'staffShowAcceptance',
    summary: 'Acceptance: show',
    response: { kind: 'single', record: 'Acceptance' },
    params: acceptancePath,
  },
  async ({ params, request }) =>
    single(await showAcceptance(params.acceptance_id, requestToken(request).ownerId, request.locale)),
);
