import { homeSummary } from '../../../shared/domain/home/home-summary';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';

/**
 * GET {system_user_url}/home/summary: the counts the caller's abilities allow (approvals waiting
 * for them, unread notifications), read from their counters, labels in the request's language.
 */
export const staffHomeSummary = defineOperation(
  {
    method: 'GET',
    path: '/home/summary',
    operationId: 'staffHomeSummary',
    summary: 'home summary',
    response: { kind: 'single', record: 'HomeSummary' },
  },
  async ({ request }) => {
    const caller = staffCaller(request);
    return single(await homeSummary(caller.id, caller.abilities, request.locale));
  },
);
