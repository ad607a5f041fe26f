import { abilitiesFor } from '../../../shared/auth/abilities';
import { createEntity, updateEntity } from '../../../shared/db/entity-store';
import { readStaffCaller } from '../../../shared/domain/callers/staff-caller';
import { dispatchScheduledReports } from '../../../shared/domain/schedule-reports/run-reports';
import { storeSchedule } from '../../../shared/domain/schedule-reports/schedule-writes';
import {
  LOG_KEEP_DAYS,
  SCHEDULE_RECORD_NAME,
  SCHEDULED_REPORT,
  SCHEDULED_REPORT_LOG,
} from '../../../shared/domain/schedule-reports/scheduled-reports';
import type { SeededPeople } from './people';

const HOUR_MS = 3_600_000;

/**
 * The demo HR manager's two scheduled reports (after the HR seeds: their rows are the demo
 * attendance and leave balances): the attendance summary, run once now through the dispatcher's
 * own code (a `success` log with its real CSV, mailed through the outbox), and the leave balances,
 * with a `failed` log of an earlier run (the three attempts of a run whose reads failed).
 */
export async function seedScheduleReports(people: SeededPeople): Promise<void> {
  const manager = people.roleUsers.hr_manager;
  if (!manager) return;
  const owner = await readStaffCaller(manager.id, { abilities: abilitiesFor(['hr_manager']) });
  const attendance = await storeSchedule(owner, {
    name: 'ملخص الحضور اليومي',
    report_key: 'attendance_summary',
    period: 'last_7_days',
    frequency: 'weekdays',
    day_of_week: null,
    day_of_month: null,
    time: '08:00',
    formats: ['csv'],
    recipient_ids: [manager.id],
    send_if_data: true,
    enabled: true,
  });
  const balances = await storeSchedule(owner, {
    name: 'Leave balances (monthly)',
    report_key: 'leave_balances',
    period: 'month_to_date',
    frequency: 'monthly',
    day_of_week: null,
    day_of_month: 1,
    time: '09:00',
    formats: ['csv'],
    recipient_ids: [manager.id],
    send_if_data: false,
    enabled: true,
  });
  // Due an hour ago: the dispatcher runs it now as its tick would (the next run then from now).
  await updateEntity(
    SCHEDULED_REPORT,
    attendance.id,
    { next_run_at: new Date(Date.now() - HOUR_MS).toISOString() },
    { recordName: SCHEDULE_RECORD_NAME },
  );
  await dispatchScheduledReports(new Date());
  const failedAt = new Date(Date.now() - 7 * 24 * HOUR_MS);
  await createEntity(SCHEDULED_REPORT_LOG, {
    schedule_id: balances.id,
    owner_id: manager.id,
    report_key: 'leave_balances',
    status: 'failed',
    due_at: failedAt.toISOString(),
    started_at: new Date(failedAt.getTime() + 10 * 60_000).toISOString(),
    duration_ms: 1_240,
    row_count: 0,
    file_keys: [],
    recipient_ids: [],
    dropped_recipient_ids: [],
    attempts: 3,
    error: 'Throughput exceeded reading the leave balances (tried three times)',
    ttl: Math.ceil(failedAt.getTime() / 1000) + LOG_KEEP_DAYS * 86_400,
  });
}
