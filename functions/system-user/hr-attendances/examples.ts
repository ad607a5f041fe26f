import { fromLocalFixture } from '../../../infra/openapi/postman-scripts';
import type { LocalFixtures, ModuleExamples } from '../../../infra/openapi/request-examples';

/**
 * A working request for each operation of system-user/hr-attendances, as the demo staff user
 * (every employee in scope). The store takes a free past day of the demo employee, the update and
 * delete a manual record of their own (`fixtures`).
 */
export const fixtures: LocalFixtures = {
  'hr-attendances/free-day': async () =>
    (await import('../../../infra/local/seed/hr-attendance')).freeAttendanceDay(),
  'hr-attendances/record': async () =>
    (await import('../../../infra/local/seed/hr-attendance')).manualAttendance(),
};

const onOwnRecord = {
  path: { attendance_id: '{fixture}' },
  localFixture: 'hr-attendances/record',
  postman: {
    path: { attendance_id: '{{manual_attendance_id}}' },
    prerequest: fromLocalFixture('hr-attendances/record', { manual_attendance_id: 'id' }),
  },
};

export const examples: ModuleExamples = {
  staffListHrAttendances: { query: { status: 'late', per_page: '5' } },
  staffStoreHrAttendance: {
    body: {
      employee_id: '{fixture:employee_id}',
      work_date: '{fixture:work_date}',
      check_in_time: '08:10',
      check_out_time: '16:05',
      reason: 'Forgot the phone at home; the guard confirms the times',
    },
    localFixture: 'hr-attendances/free-day',
    postman: {
      body: { employee_id: '{{free_day_employee_id}}', work_date: '{{free_day_work_date}}' },
      prerequest: fromLocalFixture('hr-attendances/free-day', {
        free_day_employee_id: 'employee_id',
        free_day_work_date: 'work_date',
      }),
    },
  },
  staffUpdateHrAttendance: {
    ...onOwnRecord,
    body: { check_in_time: '07:55', check_out_time: '17:30', reason: 'Stayed for the audit' },
  },
  staffDeleteHrAttendance: { ...onOwnRecord, query: { reason: 'Recorded twice' } },
};
