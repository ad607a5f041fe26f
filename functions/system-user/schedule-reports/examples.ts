import type { LocalFixtures, ModuleExamples } from '../../../infra/openapi/request-examples';

/** A run log of the demo admin's, as the dispatcher writes one (the run itself is not built yet). */
export const fixtures: LocalFixtures = {
  'schedule-reports/log': async () => {
    const { createEntity } = await import('../../../shared/db/entity-store');
    const { SCHEDULED_REPORT_LOG } = await import(
      '../../../shared/domain/schedule-reports/scheduled-reports'
    );
    const now = new Date().toISOString();
    const log = await createEntity(SCHEDULED_REPORT_LOG, {
      schedule_id: 1,
      owner_id: 1,
      report_key: 'pending_acceptances',
      status: 'success',
      due_at: now,
      started_at: now,
      duration_ms: 840,
      row_count: 4,
      file_keys: ['prints/scheduled-reports/1/1.csv'],
      recipient_ids: [1],
      dropped_recipient_ids: [],
      attempts: 1,
      error: null,
      ttl: Math.ceil(Date.now() / 1000) + 90 * 86_400,
    });
    return { id: log.id };
  },
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
  staffShowScheduleReportLog: { path: { id: '{fixture}' }, localFixture: 'schedule-reports/log' },
  staffDeleteScheduleReport: { path: { id: '1' }, after: ['staffUpdateScheduleReport'] },
};
