import { leaveRequestRecords } from '../../../shared/domain/leave-requests/leave-request-views';
import { deleteLeaveRequest } from '../../../shared/domain/leave-requests/leave-request-writes';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { leavePath } from './fields';

/**
 * DELETE {system_user_url}/hr/leave-requests/{leave_request_id}: a pending leave is withdrawn (its
 * approval cancelled, its holds released); an approved one not yet started is cancelled by the
 * employee or HR (`hr.leaves.manage`), its days given back by a ledger reversal. Started or past,
 * or already closed: 409. Answers the leave as it is now.
 */
export const staffDeleteLeaveRequest = defineOperation(
  {
    method: 'DELETE',
    path: '/hr/leave-requests/{leave_request_id}',
    operationId: 'staffDeleteLeaveRequest',
    summary: 'Hr leave requests: delete',
    response: { kind: 'single', record: 'LeaveRequest', conflict: true },
    params: leavePath,
  },
  async ({ params, request }) => {
    const caller = staffCaller(request);
    const leave = await deleteLeaveRequest(caller, params.leave_request_id);
    const [record] = await leaveRequestRecords(caller, [leave], request.locale);
    return single(record);
  },
);
