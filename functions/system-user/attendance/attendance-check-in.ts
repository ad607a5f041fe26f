import { checkIn } from '../../../shared/domain/attendance/check-in-out';
import { idempotentRequest } from '../../../shared/domain/idempotency/idempotency';
import { single } from '../../../shared/http/envelopes';
import { idempotencyKey } from '../../../shared/http/idempotency-key';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { ATTENDANCE, positionBody } from './fields';

/**
 * POST {system_user_url}/hr/attendance/check-in: opens today's record at `lat`/`lng` (with the
 * phone's `accuracy_m`). Outside the work site's radius: 422 on `lat` naming `distance_m` and
 * `radius_m`. Already checked in, or today recorded: 409. `Idempotency-Key` (optional): a repeat
 * within 24 hours answers the first record.
 */
export const staffAttendanceCheckIn = defineOperation(
  {
    method: 'POST',
    path: `${ATTENDANCE}/check-in`,
    operationId: 'staffAttendanceCheckIn',
    summary: 'Attendance: attendance check in',
    response: { kind: 'single', record: 'Attendance', created: true, conflict: true, notFound: true },
    body: positionBody,
  },
  async ({ body, request }) => {
    const caller = staffCaller(request);
    const key = idempotentRequest('staffAttendanceCheckIn', caller.id, idempotencyKey(request), body);
    return single(await checkIn(caller, body, key, request.locale));
  },
);
