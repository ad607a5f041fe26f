import * as z from 'zod/mini';
import { leaveRequestRecords } from '../../../shared/domain/leave-requests/leave-request-views';
import { updateLeaveRequest } from '../../../shared/domain/leave-requests/leave-request-writes';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { leaveFields, leaveLimits, leavePath } from './fields';

/**
 * POST {system_user_url}/hr/leave-requests/{leave_request_id}/update (multipart): the employee
 * rewrites their pending leave (fields not sent keep their value; files sent replace the stored
 * ones). Its approval is cancelled and a new one opened with the rewrite in one transaction; 409
 * once decided, 403 for anyone but the employee.
 */
export const staffUpdateLeaveRequest = defineOperation(
  {
    method: 'POST',
    path: '/hr/leave-requests/{leave_request_id}/update',
    operationId: 'staffUpdateLeaveRequest',
    summary: 'Hr leave requests: update',
    response: { kind: 'single', record: 'LeaveRequest', conflict: true },
    params: leavePath,
    body: z.object({
      leave_type_id: z.optional(leaveFields.leave_type_id),
      from_date: z.optional(leaveFields.from_date),
      to_date: z.optional(leaveFields.to_date),
      half_day: leaveFields.half_day,
      reason: leaveFields.reason,
      attachments: leaveFields.attachments,
    }),
    limits: leaveLimits,
  },
  async ({ body, params, request }) => {
    const caller = staffCaller(request);
    const updated = await updateLeaveRequest(caller, params.leave_request_id, {
      ...body,
      attachments: body.attachments ?? [],
    });
    const [record] = await leaveRequestRecords(caller, [updated], request.locale);
    return single(record);
  },
);
