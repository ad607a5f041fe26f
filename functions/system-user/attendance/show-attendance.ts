import * as z from 'zod/mini';
import { showAttendance } from '../../../shared/domain/attendance/attendance-views';
import { single } from '../../../shared/http/envelopes';
import { idParameter } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { ATTENDANCE } from './fields';

/**
 * GET {system_user_url}/hr/attendance/{attendance_id}: one record with HR's edits: the caller's
 * own, or one in their `hr` row scope (a line manager's reports, HR any); else 404.
 */
export const staffShowAttendance = defineOperation(
  {
    method: 'GET',
    path: `${ATTENDANCE}/{attendance_id}`,
    operationId: 'staffShowAttendance',
    summary: 'Attendance: attendance show',
    response: { kind: 'single', record: 'Attendance' },
    params: z.object({ attendance_id: idParameter() }),
  },
  async ({ params, request }) =>
    single(await showAttendance(staffCaller(request), params.attendance_id, request.locale)),
);
