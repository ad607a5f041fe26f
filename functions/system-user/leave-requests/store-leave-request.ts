import * as z from 'zod/mini';
import { leaveRequestRecords } from '../../../shared/domain/leave-requests/leave-request-views';
import { storeLeaveRequest } from '../../../shared/domain/leave-requests/leave-request-writes';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { leaveFields, leaveLimits } from './fields';

/**
 * POST {system_user_url}/hr/leave-requests (multipart, optional `attachments[]`): asks for leave.
 * Checked against the type's rules; stored `pending_acceptance` with its days held, its balance
 * reserved and its approval opened in one transaction (422 naming the rule otherwise).
 */
export const staffStoreLeaveRequest = defineOperation(
  {
    method: 'POST',
    path: '/hr/leave-requests',
    operationId: 'staffStoreLeaveRequest',
    summary: 'Hr leave requests: store',
    response: { kind: 'single', record: 'LeaveRequest', created: true },
    body: z.object(leaveFields),
    limits: leaveLimits,
  },
  async ({ body, request }) => {
    const caller = staffCaller(request);
    const stored = await storeLeaveRequest(caller, {
      leave_type_id: body.leave_type_id,
      from_date: body.from_date,
      to_date: body.to_date,
      half_day: body.half_day ?? false,
      reason: body.reason ?? null,
      attachments: body.attachments ?? [],
    });
    const [record] = await leaveRequestRecords(caller, [stored], request.locale);
    return single(record);
  },
);
