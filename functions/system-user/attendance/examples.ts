import { fromLocalFixture } from '../../../infra/openapi/postman-scripts';
import type { LocalFixtures, ModuleExamples } from '../../../infra/openapi/request-examples';

/**
 * A working request for each operation of system-user/attendance, as the demo staff user (profile
 * at the head office, 24.6905, 46.6855, 150 m). The check-in starts from an empty today and the
 * check-out from a fresh check-in (`fixtures`), so both run again and again.
 */
export const fixtures: LocalFixtures = {
  'attendance/fresh-day': async () =>
    (await import('../../../infra/local/seed/hr-attendance')).freshAttendanceDay(),
  'attendance/checked-in': async () =>
    (await import('../../../infra/local/seed/hr-attendance')).checkedInAttendance(),
  'attendance/seeded': async () =>
    (await import('../../../infra/local/seed/hr-attendance')).seededAttendance(),
};

const atHeadOffice = { lat: '24.69055', lng: '46.68548', accuracy_m: '12' };

export const examples: ModuleExamples = {
  staffTodayAttendance: {},
  staffShowAttendance: {
    path: { attendance_id: '{fixture}' },
    localFixture: 'attendance/seeded',
    postman: {
      path: { attendance_id: '{{seeded_attendance_id}}' },
      prerequest: fromLocalFixture('attendance/seeded', { seeded_attendance_id: 'id' }),
    },
  },
  staffAttendanceCheckIn: {
    body: atHeadOffice,
    localFixture: 'attendance/fresh-day',
    postman: { prerequest: fromLocalFixture('attendance/fresh-day', { fresh_day_user_id: 'id' }) },
  },
  staffAttendanceCheckOut: {
    body: atHeadOffice,
    localFixture: 'attendance/checked-in',
    postman: { prerequest: fromLocalFixture('attendance/checked-in', { checked_in_attendance_id: 'id' }) },
  },
  staffListAttendanceRecords: {},
  staffListAttendanceRecordsFilters: {},
};
