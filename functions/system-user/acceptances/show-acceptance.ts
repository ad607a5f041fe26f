import { showAcceptance } from '../../../shared/domain/acceptances/acceptance-queries';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
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
    single(await showAcceptance(params.acceptance_id, staffCaller(request).id, request.locale)),
);
