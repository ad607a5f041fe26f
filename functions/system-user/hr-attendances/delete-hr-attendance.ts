import * as z from 'zod/mini';
import { deleteManualAttendance } from '../../../shared/domain/attendance/hr-attendance';
import { single } from '../../../shared/http/envelopes';
import { requiredText } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { attendancePath, HR_ATTENDANCE } from './fields';

/**
 * DELETE {system_user_url}/hr/attendances/{attendance_id}: a soft delete with a `reason` (query; kept in
 * the record's edits); the day is free for a new record, an open record's guard given back.
 * Outside the caller's scope: 404.
 */
export const staffDeleteHrAttendance = defineOperation(
  {
    method: 'DELETE',
    path: HR_ATTENDANCE,
    operationId: 'staffDeleteHrAttendance',
    summary: 'Attendance: hr-attendance delete',
    response: { kind: 'single', record: 'Deleted', conflict: true },
    params: attendancePath,
    query: z.object({ reason: requiredText(500) }),
  },
  async ({ params, query, request }) =>
    single(await deleteManualAttendance(staffCaller(request), params.attendance_id, query.reason)),
);
