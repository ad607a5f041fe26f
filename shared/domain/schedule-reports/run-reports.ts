import { abilitiesFor } from '../../auth/abilities';
import { nextId } from '../../db/counters';
import { findEntity, listPage, prepareCreate, prepareUpdate } from '../../db/entity-store';
import { transaction } from '../../db/transaction-builder';
import type { TransactItem } from '../../db/transactions';
import { ConflictError } from '../../errors';
import { filePrefixes } from '../../files/file-prefixes';
import { putFile, safeFileName } from '../../files/files';
import { translate } from '../../i18n';
import { type EmailAttachment, outboxPut } from '../../notifications/outbox';
import { staffCallerOf } from '../callers/staff-caller';
import { riyadhDate } from '../hr/hr-calendar';
import { staffNotificationWrites } from '../notifications/staff-notifications';
import { isLiveUser, USER, type UserEntity } from '../users/users';
import { nextRunAt } from './next-run';
import { holdsReport, splitRecipients } from './report-access';
import { reportCsv } from './report-csv';
import { BUILT_REPORTS, periodDays, reportTable } from './report-rows';
import { claimRun, MAX_ATTEMPTS, markerDone, markForRetry } from './run-marker';
import {
  LOG_KEEP_DAYS,
  type RunStatus,
  SCHEDULE_RECORD_NAME,
  SCHEDULED_REPORT,
  SCHEDULED_REPORT_LOG,
  type ScheduledReportEntity,
  type ScheduledReportLog,
} from './scheduled-reports';

/** The due schedules one tick reads (a page at a time); more wait for the next tick, 5 minutes on. */
const DUE_PAGE = 100;
const MAX_DUE_PER_TICK = 500;

/** A run that cannot be done as asked (the owner lost the report, a report not built): its message is logged. */
class RunRefused extends Error {}

/** The enabled schedules due by `now`, earliest first: a key range of the list ordered by `next_run_at`. */
async function dueSchedules(now: Date): Promise<ScheduledReportEntity[]> {
  const due: ScheduledReportEntity[] = [];
  const range = { attribute: 'next_run_at', to: now.toISOString() };
  // Read whole before any run: a run moves its schedule out of the range, which would shift the pages.
  for (let page = 1; due.length < MAX_DUE_PER_TICK; page++) {
    const { items, total } = await listPage(SCHEDULED_REPORT, page, DUE_PAGE, {
      filters: { enabled: true },
      range,
    });
    // The list gives ids; the records read are current: one another dispatcher just ran has moved
    // to its next run, past `now`, and is not due here (else its next run would be claimed early).
    due.push(...items.filter((schedule) => schedule.next_run_at <= range.to));
    if (items.length < DUE_PAGE || page * DUE_PAGE >= total) break;
  }
  return due.slice(0, MAX_DUE_PER_TICK);
}

/**
 * The dispatcher (job `schedule-reports-dispatch`, every 5 minutes): each enabled schedule due by
 * `now` is claimed for its due time (run-marker.ts) and run; a failure is tried again at the next
 * two ticks, then logged `failed` and told to the owner. One schedule's failure never stops the
 * others. Answers the number of runs this call made.
 */
export async function dispatchScheduledReports(now: Date): Promise<number> {
  let ran = 0;
  for (const schedule of await dueSchedules(now)) {
    const claim = await claimRun(schedule.id, schedule.next_run_at, now);
    if (!claim) continue;
    try {
      await runClaimed(schedule.id, schedule.next_run_at, claim.attempt, now);
      ran++;
    } catch (error) {
      // Not the report's failure (those are logged) but the table's: the claim's lease runs out and
      // a later tick takes it again, as one more attempt.
      console.error(`scheduled report ${schedule.id} at ${schedule.next_run_at}:`, error);
    }
  }
  return ran;
}

/** The run's outcome before it is written. */
interface RunResult {
  status: RunStatus;
  row_count: number;
  file_keys: string[];
  recipient_ids: number[];
  dropped_recipient_ids: number[];
  error: string | null;
  mails: TransactItem[];
}

/** The owner as a staff caller with their roles' abilities now, or a refusal when they may no longer see it. */
async function ownerOf(schedule: ScheduledReportEntity) {
  const user = await findEntity(USER, schedule.owner_id);
  if (!user || !isLiveUser(user)) throw new RunRefused('The owner is no longer an active staff member');
  const abilities = abilitiesFor(user.roles ?? []);
  if (!holdsReport(abilities, schedule.report_key))
    throw new RunRefused(`The owner no longer holds ${schedule.report_key}'s ability`);
  return staffCallerOf(user, { tokenId: 0, abilities });
}

const isBuilt = (key: string): key is (typeof BUILT_REPORTS)[number] =>
  (BUILT_REPORTS as readonly string[]).includes(key);

/** The recipients' e-mail: the report's name and period in both languages, the CSV attached. */
function mailsTo(
  recipients: UserEntity[],
  schedule: ScheduledReportEntity,
  rows: number,
  days: { from: string; to: string },
  attachments: EmailAttachment[],
): TransactItem[] {
  const report = (locale: 'en' | 'ar') =>
    translate(locale, `schedule_reports.report.${schedule.report_key}` as never);
  const subject = `${schedule.name}: ${report('en')} / ${report('ar')}`;
  const body = [
    `${report('en')}, ${days.from} to ${days.to}: ${rows} rows. The file is attached.`,
    `${report('ar')}، من ${days.from} إلى ${days.to}: ${rows} صفا. الملف مرفق.`,
  ].join('\n\n');
  return recipients
    .filter((user) => Boolean(user.email))
    .map((user) => outboxPut({ channel: 'email', to: user.email as string, subject, body, attachments }));
}

/** Reads the rows, writes the files and prepares the mails of one run (nothing in the table yet). */
async function runReport(schedule: ScheduledReportEntity, logId: number, runAt: Date): Promise<RunResult> {
  const owner = await ownerOf(schedule);
  if (!isBuilt(schedule.report_key)) throw new RunRefused(`The report ${schedule.report_key} is not built`);
  // Each recipient as their roles grant now: one who lost the report is not mailed, and is named.
  const { allowed, dropped } = await splitRecipients(schedule.recipient_ids, schedule.report_key);
  const table = await reportTable(schedule.report_key, owner, schedule.period, runAt);
  const base = { recipient_ids: allowed.map((user) => user.id), dropped_recipient_ids: dropped, error: null };
  if (schedule.send_if_data && table.rows.length === 0)
    return { ...base, status: 'skipped_no_data', row_count: 0, file_keys: [], mails: [] };
  const key = `${filePrefixes.scheduledReports}${schedule.id}/${logId}.csv`;
  await putFile(key, reportCsv(table), 'text/csv; charset=utf-8');
  const days = periodDays(schedule.period, runAt);
  const filename = `${safeFileName(schedule.name)}-${riyadhDate(runAt)}.csv`;
  // A bare MIME type (the mail's part header takes no parameters); the BOM tells UTF-8.
  const attachments = [{ key, filename, content_type: 'text/csv' }];
  return {
    ...base,
    status: 'success',
    row_count: table.rows.length,
    file_keys: [key],
    mails: mailsTo(allowed, schedule, table.rows.length, days, attachments),
  };
}

const failure = (error: unknown): string =>
  (error instanceof Error ? error.message : String(error)).slice(0, 500);

/**
 * One claimed run: rows, files and mails, then the log, the mails, the next run and the marker's
 * end in one transaction (conditioned on the schedule's version read: a change of the owner's
 * meanwhile is read again). A failure with attempts left leaves the schedule due for the next tick;
 * the last one logs `failed` and notifies the owner.
 */
async function runClaimed(scheduleId: number, dueAt: string, attempt: number, now: Date): Promise<void> {
  const schedule = await findEntity(SCHEDULED_REPORT, scheduleId);
  // Deleted, disabled or moved since it was listed: this due time is over.
  if (!schedule || !schedule.enabled || schedule.next_run_at !== dueAt) {
    await transaction('end-scheduled-report-run', { budget: 1 })
      .include('marker', { items: [markerDone(scheduleId, dueAt)] })
      .commit();
    return;
  }
  const started = Date.now();
  const logId = await nextId(SCHEDULED_REPORT_LOG);
  let result: RunResult;
  try {
    result = await runReport(schedule, logId, new Date(dueAt));
  } catch (error) {
    if (attempt < MAX_ATTEMPTS) {
      await markForRetry(scheduleId, dueAt, failure(error));
      return;
    }
    const { dropped } = await splitRecipients(schedule.recipient_ids, schedule.report_key).catch(() => ({
      dropped: [] as number[],
    }));
    result = {
      status: 'failed',
      row_count: 0,
      file_keys: [],
      recipient_ids: [],
      dropped_recipient_ids: dropped,
      error: failure(error),
      mails: [],
    };
  }
  await writeRun(schedule, { dueAt, attempt, started, logId, now }, result);
}

/** The log (90 days), the mails or the owner's notice, the next run in Riyadh and the marker's end. */
async function writeRun(
  read: ScheduledReportEntity,
  run: { dueAt: string; attempt: number; started: number; logId: number; now: Date },
  result: RunResult,
): Promise<void> {
  const startedAt = new Date(run.started);
  const log: ScheduledReportLog = {
    schedule_id: read.id,
    owner_id: read.owner_id,
    report_key: read.report_key,
    status: result.status,
    due_at: run.dueAt,
    started_at: startedAt.toISOString(),
    duration_ms: Date.now() - run.started,
    row_count: result.row_count,
    file_keys: result.file_keys,
    recipient_ids: result.recipient_ids,
    dropped_recipient_ids: result.dropped_recipient_ids,
    attempts: run.attempt,
    error: result.error,
    ttl: Math.ceil(run.started / 1000) + LOG_KEEP_DAYS * 86_400,
  };
  const create = await prepareCreate(SCHEDULED_REPORT_LOG, log, { id: run.logId });
  const notice =
    result.status === 'failed'
      ? await staffNotificationWrites([read.owner_id], {
          module: 'schedule_reports',
          type: 'scheduled_report_failed',
          title: {
            en: translate('en', 'schedule_reports.failed_title'),
            ar: translate('ar', 'schedule_reports.failed_title'),
          },
          body: {
            en: translate('en', 'schedule_reports.failed_body', {
              name: read.name,
              error: result.error ?? '',
            }),
            ar: translate('ar', 'schedule_reports.failed_body', {
              name: read.name,
              error: result.error ?? '',
            }),
          },
          subject: { type: 'scheduled_report', id: read.id },
        })
      : [];
  // The next run after the later of its due time and now: a late tick does not queue past runs.
  const after = new Date(Math.max(Date.parse(run.dueAt), run.now.getTime()));
  let schedule = read;
  for (let tries = 0; ; tries++) {
    const advance = await prepareUpdate(
      SCHEDULED_REPORT,
      schedule.id,
      { next_run_at: nextRunAt(schedule, after).toISOString(), last_run_at: startedAt.toISOString() },
      { recordName: SCHEDULE_RECORD_NAME, current: schedule, expectedVersion: schedule.version },
    );
    try {
      await transaction('write-scheduled-report-run', { budget: 60 })
        .include('log', create)
        .include('mails', { items: [...result.mails, ...notice] })
        .include('schedule', advance)
        .include('marker', { items: [markerDone(read.id, run.dueAt)] })
        .commit({ schedule: () => new ConflictError() });
      return;
    } catch (error) {
      if (!(error instanceof ConflictError) || tries >= 2) throw error;
      // The owner changed the schedule meanwhile: still this due time's, it advances from the new version.
      const fresh = await findEntity(SCHEDULED_REPORT, read.id);
      if (!fresh || fresh.next_run_at !== run.dueAt) {
        await transaction('write-scheduled-report-run', { budget: 60 })
          .include('log', create)
          .include('mails', { items: [...result.mails, ...notice] })
          .include('marker', { items: [markerDone(read.id, run.dueAt)] })
          .commit();
        return;
      }
      schedule = fresh;
    }
  }
}
