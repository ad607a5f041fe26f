import { checkOut } from '../../../shared/domain/attendance/check-in-out';
import { idempotentRequest } from '../../../shared/domain/idempotency/idempotency';
import { single } from '../../../shared/http/envelopes';
import { idempotencyKey } from '../../../shared/http/idempotency-key';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { ATTENDANCE, positionBody } from './fields';

/**
 * POST {system_user_url}/hr/attendance/check-out: closes the caller's open record at `lat`/`lng`
 * with its worked, late, early-leave and overtime minutes and its status (shared/domain/attendance
 * README.md, "Computation"). Not checked in: 409. `Idempotency-Key` (optional), as the check-in.
 */
export const staffAttendanceCheckOut = defineOperation(
  {
    method: 'POST',
    path: `${ATTENDANCE}/check-out`,
    operationId: 'staffAttendanceCheckOut',
    summary: 'Attendance: attendance check out',
    response: { kind: 'single', record: 'Attendance', conflict: true },
    body: positionBody,
  },
  async ({ body, request }) => {
    const caller = staffCaller(request);
    const key = idempotentRequest('staffAttendanceCheckOut', caller.id, idempotencyKey(request), body);
    return single(await checkOut(caller, body, key, request.locale));
  },
);
