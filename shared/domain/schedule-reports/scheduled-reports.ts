import { type EntityOf, entityType } from '../../db/entity-type';
import type { Frequency } from './next-run';

/**
 * The reports a schedule may name, each with the ability its data needs: a schedule's owner and
 * every recipient must hold it (checked at store and again at each run), and the rows are read with
 * the owner's row scope (report-rows.ts). Only reports a run really builds are offered: bookings
 * expiring, overdue installments, collections, follow-ups due, received-not-invoiced and stock below
 * minimum are not built yet (README, "Reports").
 */
export const REPORT_ABILITIES = {
  pending_acceptances: 'core.acceptances.view',
  open_purchase_orders: 'purchasing.orders.view',
  attendance_summary: 'hr.profiles.view',
  leave_balances: 'hr.profiles.view',
} as const;
export type ReportKey = keyof typeof REPORT_ABILITIES;
export const REPORT_KEYS = Object.keys(REPORT_ABILITIES) as ReportKey[];

/** The period a run covers, ending at the run. */
export const PERIODS = ['last_day', 'last_7_days', 'last_30_days', 'month_to_date'] as const;
export type Period = (typeof PERIODS)[number];

/** The files a run attaches: CSV only (no PDF template of a report table yet: README, "Files"). */
export const FORMATS = ['csv'] as const;
export type ReportFormat = (typeof FORMATS)[number];

/** The most enabled schedules one owner keeps (a counter guards it in the write's transaction). */
export const MAX_ENABLED_SCHEDULES = 20;
/** The most recipients one schedule mails. */
export const MAX_RECIPIENTS = 20;

/** A report mailed on a schedule to staff members who may see it (STAFF-DOMAIN 10). */
export interface ScheduledReport {
  owner_id: number;
  name: string;
  report_key: ReportKey;
  period: Period;
  frequency: Frequency;
  day_of_week: number | null;
  day_of_month: number | null;
  /** `HH:MM` Asia/Riyadh. */
  time: string;
  formats: ReportFormat[];
  recipient_ids: number[];
  /** Mail only when the report has rows (else the run logs `skipped_no_data`). */
  send_if_data: boolean;
  enabled: boolean;
  /** The next due moment (UTC ISO); the dispatcher reads the enabled schedules ordered by it. */
  next_run_at: string;
  last_run_at: string | null;
}

/**
 * Schedules: an owner's (the index), and the enabled ones ordered by their next run (the
 * dispatcher's due list, read up to now: never every schedule).
 */
export const SCHEDULED_REPORT = entityType<ScheduledReport>('SCHEDULED_REPORT', {
  lists: [['owner_id'], { where: { enabled: true }, orderBy: 'next_run_at', step: 3_600_000 }],
});
export type ScheduledReportEntity = EntityOf<typeof SCHEDULED_REPORT>;

export const RUN_STATUSES = ['success', 'failed', 'skipped_no_data'] as const;
export type RunStatus = (typeof RUN_STATUSES)[number];

/** One run of a schedule; kept 90 days (`ttl`), also after its schedule is deleted. */
export interface ScheduledReportLog {
  schedule_id: number;
  owner_id: number;
  report_key: ReportKey;
  status: RunStatus;
  due_at: string;
  started_at: string;
  duration_ms: number;
  row_count: number;
  /** The stored files (files bucket keys), one per format. */
  file_keys: string[];
  recipient_ids: number[];
  /** Recipients who lost the report's ability (or left) and were not mailed. */
  dropped_recipient_ids: number[];
  attempts: number;
  error: string | null;
  /** Epoch seconds: DynamoDB removes the log 90 days after its run. */
  ttl: number;
}

/** Logs: an owner's (by report, by status), and all (admin) by report and status. */
export const SCHEDULED_REPORT_LOG = entityType<ScheduledReportLog>('SCHEDULED_REPORT_LOG', {
  lists: [
    ['owner_id'],
    ['owner_id', 'schedule_id'],
    ['owner_id', 'status'],
    ['owner_id', 'report_key'],
    ['schedule_id'],
    ['status'],
    ['report_key'],
  ],
});
export type ScheduledReportLogEntity = EntityOf<typeof SCHEDULED_REPORT_LOG>;

export const LOG_KEEP_DAYS = 90;
export const SCHEDULE_RECORD_NAME = 'scheduled report';
export const LOG_RECORD_NAME = 'scheduled report log';
