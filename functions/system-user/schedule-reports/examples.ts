import { fromLocalFixture } from '../../../infra/openapi/postman-scripts';
import type { LocalFixtures, ModuleExamples } from '../../../infra/openapi/request-examples';

/** A run log of the demo admin's schedule 1, as the dispatcher writes one (its own for every run). */
export const fixtures: LocalFixtures = {
  'schedule-reports/log': async () =>
    (await import('../../../infra/local/seed/schedule-report-log')).demoScheduleReportLog(),
};

const schedule = {
  name: 'Pending approvals, every working morning',
  report_key: 'pending_acceptances',
  period: 'last_7_days',
  frequency: 'weekdays',
  time: '08:00',
  'formats[]': 'csv',
  'recipient_ids[]': '1',
  send_if_data: '1',
};

/**
 * A working request for each operation of system-user/schedule-reports, as the demo admin (user 1,
 * who holds every report): a schedule of its own stored, listed, updated and deleted (the seeded
 * schedules are the HR manager's); the logs read.
 */
export const examples: ModuleExamples = {
  staffScheduleReportFormData: {},
  staffStoreScheduleReport: { body: schedule },
  staffListScheduleReports: { after: ['staffStoreScheduleReport'] },
  staffUpdateScheduleReport: {
    path: { id: '{created:staffStoreScheduleReport}' },
    body: { ...schedule, frequency: 'weekly', day_of_week: '0' },
  },
  staffListScheduleReportLogs: {},
  staffScheduleReportLogFilters: {},
  staffShowScheduleReportLog: {
    path: { id: '{fixture}' },
    localFixture: 'schedule-reports/log',
    postman: {
      path: { id: '{{schedule_report_log_id}}' },
      prerequest: fromLocalFixture('schedule-reports/log', { schedule_report_log_id: 'id' }),
    },
  },
  staffDeleteScheduleReport: {
    path: { id: '{created:staffStoreScheduleReport}' },
    after: ['staffUpdateScheduleReport'],
  },
};
