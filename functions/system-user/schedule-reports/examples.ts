import type { ModuleExamples } from '../../../infra/openapi/request-examples';

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
 * who holds every report): a schedule stored, listed, updated and deleted; the logs read.
 */
export const examples: ModuleExamples = {
  staffScheduleReportFormData: {},
  staffStoreScheduleReport: { body: schedule },
  staffListScheduleReports: { after: ['staffStoreScheduleReport'] },
  staffUpdateScheduleReport: {
    path: { id: '1' },
    body: { ...schedule, frequency: 'weekly', day_of_week: '0' },
    after: ['staffStoreScheduleReport'],
  },
  staffListScheduleReportLogs: {},
  staffScheduleReportLogFilters: {},
  staffShowScheduleReportLog: { path: { id: '1' } },
  staffDeleteScheduleReport: { path: { id: '1' }, after: ['staffUpdateScheduleReport'] },
};
