import { deleteEntity, getEntity, prepareCreate, prepareUpdate } from '../../db/entity-store';
import { when } from '../../db/expressions';
import { keys } from '../../db/keys';
import { type TxItem, transaction, txUpdate } from '../../db/transaction-builder';
import { ConflictError, NotFoundError, ValidationError } from '../../errors';
import type { StaffCaller } from '../callers/callers';
import { USER } from '../users/users';
import { nextRunAt } from './next-run';
import { holdsReport, splitRecipients } from './report-access';
import {
  MAX_ENABLED_SCHEDULES,
  SCHEDULE_RECORD_NAME,
  SCHEDULED_REPORT,
  type ScheduledReport,
  type ScheduledReportEntity,
} from './scheduled-reports';

/** The owner's counter of enabled schedules, on their user's counts item. */
const ENABLED_COUNTER = 'SCHEDULED_REPORT_ENABLED';

/** What a store or an update sends: the whole schedule. */
export type ScheduleInput = Omit<ScheduledReport, 'owner_id' | 'next_run_at' | 'last_run_at'>;

/**
 * One more enabled schedule for the owner, conditioned on fewer than 20 (in the write's own
 * transaction: of racing stores at 19 only one lands), or one fewer.
 */
function enabledMove(ownerId: number, by: 1 | -1): TxItem {
  return txUpdate('enabled-limit', keys.counts({ type: USER, id: ownerId }), {
    add: { [ENABLED_COUNTER]: by },
    ...(by === 1
      ? { condition: when.or(when.lacks(ENABLED_COUNTER), when.lt(ENABLED_COUNTER, MAX_ENABLED_SCHEDULES)) }
      : {}),
  });
}

const limitReached = () =>
  ValidationError.forField('enabled', 'schedule_reports.limit_reached', { max: MAX_ENABLED_SCHEDULES });

/** The checks a schedule passes before it is written: the report, its timing and its recipients. */
async function checkSchedule(caller: StaffCaller, input: ScheduleInput): Promise<void> {
  if (!holdsReport(caller.abilities, input.report_key))
    throw ValidationError.forField('report_key', 'schedule_reports.report_not_allowed');
  if (input.frequency === 'weekly' && input.day_of_week === null)
    throw ValidationError.forField('day_of_week', 'schedule_reports.day_of_week_required');
  if (input.frequency === 'monthly' && input.day_of_month === null)
    throw ValidationError.forField('day_of_month', 'schedule_reports.day_of_month_required');
  // Only staff users who hold the report's ability: a schedule never mails data its reader may not see.
  const { dropped } = await splitRecipients(input.recipient_ids, input.report_key);
  if (dropped.length > 0)
    throw ValidationError.forField('recipient_ids', 'schedule_reports.recipient_not_allowed', {
      id: dropped[0] as number,
    });
}

/** The timing fields a frequency keeps (a daily schedule has no day). */
const normalised = (input: ScheduleInput): ScheduleInput => ({
  ...input,
  day_of_week: input.frequency === 'weekly' ? input.day_of_week : null,
  day_of_month: input.frequency === 'monthly' ? input.day_of_month : null,
  recipient_ids: [...new Set(input.recipient_ids)],
  formats: [...new Set(input.formats)],
});

/** A new schedule of the caller's, its next run computed from now (Asia/Riyadh). */
export async function storeSchedule(
  caller: StaffCaller,
  raw: ScheduleInput,
  now = new Date(),
): Promise<ScheduledReportEntity> {
  const input = normalised(raw);
  await checkSchedule(caller, input);
  const create = await prepareCreate(SCHEDULED_REPORT, {
    ...input,
    owner_id: caller.id,
    next_run_at: nextRunAt(input, now).toISOString(),
    last_run_at: null,
  });
  await transaction('store-scheduled-report', { budget: 20 })
    .include('schedule', create)
    .add(input.enabled ? [enabledMove(caller.id, 1)] : [])
    .commit({ 'enabled-limit': limitReached });
  return create.entity;
}

/** The caller's own schedule, or 404 (another owner's is not known to exist). */
export async function ownSchedule(caller: StaffCaller, id: number): Promise<ScheduledReportEntity> {
  const schedule = await getEntity(SCHEDULED_REPORT, id, SCHEDULE_RECORD_NAME);
  if (schedule.owner_id !== caller.id) throw new NotFoundError(SCHEDULE_RECORD_NAME);
  return schedule;
}

/** The owner's change of a schedule: the next run recomputed, the enabled counter moved. */
export async function updateSchedule(
  caller: StaffCaller,
  id: number,
  raw: ScheduleInput,
  now = new Date(),
): Promise<ScheduledReportEntity> {
  const current = await ownSchedule(caller, id);
  const input = normalised(raw);
  await checkSchedule(caller, input);
  const update = await prepareUpdate(
    SCHEDULED_REPORT,
    id,
    { ...input, next_run_at: nextRunAt(input, now).toISOString() },
    { recordName: SCHEDULE_RECORD_NAME, current, expectedVersion: current.version },
  );
  const move = current.enabled === input.enabled ? [] : [enabledMove(caller.id, input.enabled ? 1 : -1)];
  await transaction('update-scheduled-report', { budget: 20 })
    .include('schedule', update)
    .add(move)
    .commit({ 'enabled-limit': limitReached, schedule: () => new ConflictError() });
  return update.entity;
}

/**
 * The owner's delete: disabled first (the counter back in the same transaction), then removed; its
 * logs stay until their own `ttl` (90 days after each run).
 */
export async function deleteSchedule(caller: StaffCaller, id: number): Promise<ScheduledReportEntity> {
  let schedule = await ownSchedule(caller, id);
  if (schedule.enabled) {
    const update = await prepareUpdate(
      SCHEDULED_REPORT,
      id,
      { enabled: false },
      { recordName: SCHEDULE_RECORD_NAME, current: schedule, expectedVersion: schedule.version },
    );
    await transaction('disable-scheduled-report', { budget: 20 })
      .include('schedule', update)
      .add(enabledMove(caller.id, -1))
      .commit({ schedule: () => new ConflictError() });
    schedule = update.entity;
  }
  await deleteEntity(SCHEDULED_REPORT, id, {
    recordName: SCHEDULE_RECORD_NAME,
    expectedVersion: schedule.version,
  });
  return schedule;
}
