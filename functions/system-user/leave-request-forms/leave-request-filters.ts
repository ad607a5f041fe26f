import { leaveRequestFilters } from '../../../shared/domain/leave-requests/leave-request-views';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';

/** GET {system_user_url}/hr/leave-requests/filters: the index's filters (the scopes the caller may ask). */
export const staffLeaveRequestFilters = defineOperation(
  {
    method: 'GET',
    path: '/hr/leave-requests/filters',
    operationId: 'staffLeaveRequestFilters',
    summary: 'Hr leave requests: index get filters',
    response: { kind: 'single', record: 'LeaveRequestFilters' },
  },
  async ({ request }) => single(leaveRequestFilters(staffCaller(request), request.locale)),
);
