import { todayAttendance } from '../../../shared/domain/attendance/today-attendance';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { ATTENDANCE } from './fields';

/**
 * GET {system_user_url}/hr/attendance/today: the caller's shift today (Ramadan's times when they
 * apply), work site with its radius, today's (or the open) record, minutes worked so far, and
 * `can_check_in` / `can_check_out`. The home card's `attendance` is this answer. 404 without an
 * employee profile.
 */
export const staffTodayAttendance = defineOperation(
  {
    method: 'GET',
    path: `${ATTENDANCE}/today`,
    operationId: 'staffTodayAttendance',
    summary: 'Attendance: today attendance',
    response: { kind: 'single', record: 'TodayAttendance', notFound: true },
  },
  async ({ request }) => single(await todayAttendance(staffCaller(request).id, request.locale)),
);
