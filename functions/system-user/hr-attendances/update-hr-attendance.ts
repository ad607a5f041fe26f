import * as z from 'zod/mini';
import { updateManualAttendance } from '../../../shared/domain/attendance/hr-attendance';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { attendancePath, dayEntryFields, HR_ATTENDANCE } from './fields';

/**
 * POST {system_user_url}/hr/attendances/{attendance_id}/update: HR corrects a record (times or a
 * timeless status) with a `reason`; the change is kept in `edits` with what it replaced, and the
 * minutes and status are computed again; an open record closed so gives its guard back. Outside
 * the caller's scope: 404; an overlap: 422; changed meanwhile: 409.
 */
export const staffUpdateHrAttendance = defineOperation(
  {
    method: 'POST',
    path: `${HR_ATTENDANCE}/update`,
    operationId: 'staffUpdateHrAttendance',
    summary: 'Attendance: hr-attendance update',
    response: { kind: 'single', record: 'Attendance', conflict: true },
    params: attendancePath,
    body: z.object(dayEntryFields),
  },
  async ({ params, body, request }) =>
    single(await updateManualAttendance(staffCaller(request), params.attendance_id, body, request.locale)),
);
