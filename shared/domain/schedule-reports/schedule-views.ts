import { getEntity, listPage, loadEntities } from '../../db/entity-store';
import { NotFoundError } from '../../errors';
import { presignedDownloadUrl } from '../../files/files';
import { type Locale, translate } from '../../i18n';
import type { StaffCaller } from '../callers/callers';
import type { PageRequest } from '../lists';
import { USER, userSimple } from '../users/users';
import { FREQUENCIES } from './next-run';
import { eligibleRecipients, holdsReport, reportKeysOf } from './report-access';
import {
  FORMATS,
  LOG_RECORD_NAME,
  PERIODS,
  type ReportKey,
  RUN_STATUSES,
  type RunStatus,
  SCHEDULED_REPORT,
  SCHEDULED_REPORT_LOG,
  type ScheduledReportEntity,
  type ScheduledReportLogEntity,
} from './scheduled-reports';

const choice = (locale: Locale, group: string, key: string) => ({
  key,
  name: translate(locale, `schedule_reports.${group}.${key}` as never),
});

/** A schedule as the API shows it (its recipients named). */
export async function scheduleRecords(schedules: ScheduledReportEntity[], locale: Locale) {
  const users = await loadEntities(
    [...new Set(schedules.flatMap((schedule) => schedule.recipient_ids))].map((id) => ({ type: USER, id })),
  );
  return schedules.map((schedule) => ({
    id: schedule.id,
    name: schedule.name,
    report: choice(locale, 'report', schedule.report_key),
    period: schedule.period,
    frequency: schedule.frequency,
    day_of_week: schedule.day_of_week ?? null,
    day_of_month: schedule.day_of_month ?? null,
    time: schedule.time,
    formats: schedule.formats,
    recipients: schedule.recipient_ids.flatMap((id) => {
      const user = users.get(USER, id);
      return user ? [userSimple(user)] : [];
    }),
    send_if_data: schedule.send_if_data,
    enabled: schedule.enabled,
    next_run_at: schedule.next_run_at,
    last_run_at: schedule.last_run_at ?? null,
    created_at: schedule.created_at,
  }));
}

export const scheduleRecord = async (schedule: ScheduledReportEntity, locale: Locale) =>
  (await scheduleRecords([schedule], locale))[0];

/** The caller's own schedules, newest first. */
export async function listOwnSchedules(caller: StaffCaller, options: PageRequest & { locale: Locale }) {
  const page = await listPage(SCHEDULED_REPORT, options.page, options.perPage, {
    filters: { owner_id: caller.id },
  });
  return { items: await scheduleRecords(page.items, options.locale), total: page.total };
}

/**
 * What the schedule form offers: the reports whose ability the caller holds, each with the staff
 * users who may receive it (the role index, not the users' collection); periods, frequencies,
 * formats, the Riyadh time zone.
 */
export async function scheduleFormData(caller: StaffCaller, locale: Locale) {
  const reportKeys = reportKeysOf(caller);
  const recipients = await Promise.all(reportKeys.map(eligibleRecipients));
  return {
    reports: reportKeys.map((key, index) => ({
      ...choice(locale, 'report', key),
      recipients: (recipients[index] ?? []).map((user) => userSimple(user)),
    })),
    periods: PERIODS.map((key) => choice(locale, 'period', key)),
    frequencies: FREQUENCIES.map((key) => choice(locale, 'frequency', key)),
    formats: FORMATS.map((key) => ({ key, name: key.toUpperCase() })),
    time_zone: 'Asia/Riyadh',
  };
}

const isAdmin = (caller: StaffCaller) => caller.abilities.includes('*');

/** A log as the API shows it; `file_urls` (15 minutes) only for a reader who still holds the report. */
async function logRecord(log: ScheduledReportLogEntity, locale: Locale, withFiles: boolean) {
  return {
    id: log.id,
    schedule_id: log.schedule_id,
    owner_id: log.owner_id,
    report: choice(locale, 'report', log.report_key),
    status: choice(locale, 'status', log.status),
    due_at: log.due_at,
    started_at: log.started_at,
    duration_ms: log.duration_ms,
    row_count: log.row_count,
    recipient_ids: log.recipient_ids,
    dropped_recipient_ids: log.dropped_recipient_ids,
    attempts: log.attempts,
    error: log.error,
    file_urls: withFiles
      ? await Promise.all(
          log.file_keys.map(async (key) => ({
            format: key.slice(key.lastIndexOf('.') + 1),
            url: await presignedDownloadUrl(key, key.slice(key.lastIndexOf('/') + 1)),
          })),
        )
      : [],
    created_at: log.created_at,
  };
}

export interface LogFilters {
  schedule_id?: number | undefined;
  status?: RunStatus | undefined;
  report_key?: ReportKey | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/** Runs of the caller's own schedules (an admin: everyone's), newest first. */
export async function listLogs(
  caller: StaffCaller,
  options: PageRequest & { filters: LogFilters; locale: Locale },
) {
  const { from, to, ...equal } = options.filters;
  const page = await listPage(SCHEDULED_REPORT_LOG, options.page, options.perPage, {
    filters: { ...equal, ...(isAdmin(caller) ? {} : { owner_id: caller.id }) },
    ...(from || to ? { days: { ...(from ? { from } : {}), ...(to ? { to } : {}) } } : {}),
  });
  const items = await Promise.all(page.items.map((log) => logRecord(log, options.locale, false)));
  return { items, total: page.total };
}

/** One run of the caller's own schedules (admin: any), its files linked if the caller holds the report. */
export async function showLog(caller: StaffCaller, id: number, locale: Locale) {
  const log = await getEntity(SCHEDULED_REPORT_LOG, id, LOG_RECORD_NAME);
  if (!isAdmin(caller) && log.owner_id !== caller.id) throw new NotFoundError(LOG_RECORD_NAME);
  return logRecord(log, locale, holdsReport(caller.abilities, log.report_key));
}

/** The logs index's filters: the caller's reports, the run statuses, a date range. */
export function logFilters(caller: StaffCaller, locale: Locale) {
  return {
    filters: [
      {
        key: 'report_key',
        label: translate(locale, 'schedule_reports.filter.report_key'),
        type: 'select' as const,
        options: reportKeysOf(caller).map((key) => ({
          value: key,
          label: choice(locale, 'report', key).name,
        })),
      },
      {
        key: 'status',
        label: translate(locale, 'schedule_reports.filter.status'),
        type: 'select' as const,
        options: RUN_STATUSES.map((key) => ({ value: key, label: choice(locale, 'status', key).name })),
      },
      {
        key: 'schedule_id',
        label: translate(locale, 'schedule_reports.filter.schedule_id'),
        type: 'text' as const,
        options: [],
      },
      {
        key: 'from',
        label: translate(locale, 'schedule_reports.filter.from'),
        type: 'date' as const,
        options: [],
      },
      {
        key: 'to',
        label: translate(locale, 'schedule_reports.filter.to'),
        type: 'date' as const,
        options: [],
      },
    ],
  };
}
