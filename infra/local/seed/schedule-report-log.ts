import { createEntity } from '../../../shared/db/entity-store';
import { SCHEDULED_REPORT_LOG } from '../../../shared/domain/schedule-reports/scheduled-reports';

/** A run log of the demo admin's schedule 1, as the dispatcher writes one (the log show's example). */
export async function demoScheduleReportLog() {
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
}
