import { leaveFormData } from '../../../shared/domain/leave-requests/leave-request-views';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';

/**
 * GET {system_user_url}/hr/leave-requests/get-form-data: the leave types the caller may take with
 * what they have today (balance, event days, sick days left and the next sick day's pay tier),
 * whether each needs an attachment and how its days are counted.
 */
export const staffLeaveRequestFormData = defineOperation(
  {
    method: 'GET',
    path: '/hr/leave-requests/get-form-data',
    operationId: 'staffLeaveRequestFormData',
    summary: 'Hr leave requests: get form data',
    response: { kind: 'single', record: 'LeaveRequestFormData' },
  },
  async ({ request }) => single(await leaveFormData(staffCaller(request), request.locale)),
);
