import * as z from 'zod/mini';
import { ATTENDANCE_STATUSES } from '../../../shared/domain/attendance/attendance';
import { myAttendanceRecords } from '../../../shared/domain/attendance/attendance-records';
import { single } from '../../../shared/http/envelopes';
import { blankAsAbsent } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { ATTENDANCE, monthText } from './fields';

/**
 * GET {system_user_url}/hr/attendance/records: the caller's own records of a `month` (`YYYY-MM`,
 * default this Riyadh month) in day order with the month's totals (present, late, absent, half
 * days, leave days, worked minutes); `status` narrows the days listed. One record a day at most:
 * the month is answered whole (the month is the page).
 */
export const staffListAttendanceRecords = defineOperation(
  {
    method: 'GET',
    path: `${ATTENDANCE}/records`,
    operationId: 'staffListAttendanceRecords',
    summary: 'Attendance: attendance list records',
    response: { kind: 'single', record: 'AttendanceMonth' },
    query: z.object({
      month: blankAsAbsent(monthText()),
      status: blankAsAbsent(z.enum(ATTENDANCE_STATUSES)),
    }),
  },
  async ({ query, request }) =>
    single(await myAttendanceRecords(staffCaller(request), query, request.locale)),
);
