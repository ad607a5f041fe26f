import { showAcceptance } from '../../../shared/domain/acceptances/acceptance-queries';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { acceptancePath } from './fields';

/**
 * GET {system_user_url}/acceptances/{acceptance_id}: one approval with its steps, history,
 * `can_accept` and its record (`subject`: kind, id, show path, summary). Only its requester, its
 * reviewers (current or past) and the holders of its record's view ability in their row scope read
 * it; anyone else: 404, as for an unknown id.
 */
export const staffShowAcceptance = defineOperation(
  {
    method: 'GET',
    path: '/acceptances/{acceptance_id}',
    operationId: 'staffShowAcceptance',
    summary: 'Acceptance: show',
    response: { kind: 'single', record: 'AcceptanceShow', notFound: true },
    params: acceptancePath,
  },
  async ({ params, request }) =>
    single(await showAcceptance(params.acceptance_id, staffCaller(request), request.locale)),
);
