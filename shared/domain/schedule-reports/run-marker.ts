import { batchGetItems } from '../../db/batch-get';
import { when } from '../../db/expressions';
import { keys } from '../../db/keys';
import { failedGuard, transaction, txUpdate } from '../../db/transaction-builder';
import type { TransactItem } from '../../db/transactions';

/** A run tried this many times (the first and two retries, at the next dispatch ticks) fails for good. */
export const MAX_ATTEMPTS = 3;
/** A claim left `running` longer than this (its runner died) may be taken again. */
const LEASE_MS = 15 * 60_000;
/** Markers leave the table a month after their due time, as the scheduler's own run markers do. */
const KEEP_SECONDS = 30 * 86_400;

type MarkerStatus = 'running' | 'retry' | 'done';

/** One run of one schedule: (schedule, due time), as the scheduler's run markers name a job's run. */
const markerKey = (scheduleId: number, dueAt: string) =>
  keys.scheduledRun(`scheduled-report-${scheduleId}`, dueAt);

/** Whether a marker read may be claimed again: waiting for a retry, or its runner's lease ran out. */
const claimable = (marker: Record<string, unknown>, now: Date): boolean =>
  (marker.status === 'retry' && Number(marker.attempts) < MAX_ATTEMPTS) ||
  (marker.status === 'running' && String(marker.lease_until) < now.toISOString());

/**
 * Claims a schedule's run for one due time, or answers null when another runner holds it or it is
 * over. One conditional write on what was read: the marker is new (absent), or still the attempt
 * read (its `attempts` and `status` unchanged), so of two dispatchers only one runs it; the marker
 * counts the attempts, so the third failure is the last.
 */
export async function claimRun(
  scheduleId: number,
  dueAt: string,
  now: Date,
): Promise<{ attempt: number } | null> {
  const key = markerKey(scheduleId, dueAt);
  const [marker] = await batchGetItems([key]);
  if (marker && !claimable(marker, now)) return null;
  const attempt = marker ? Number(marker.attempts) + 1 : 1;
  const claim = txUpdate('claim', key, {
    set: {
      entity_type: 'SCHEDULED_REPORT_RUN',
      schedule_id: scheduleId,
      due_at: dueAt,
      status: 'running' satisfies MarkerStatus,
      attempts: attempt,
      lease_until: new Date(now.getTime() + LEASE_MS).toISOString(),
      ttl: Math.ceil(Date.parse(dueAt) / 1000) + KEEP_SECONDS,
    },
    condition: marker
      ? when.and(when.eq('attempts', marker.attempts), when.eq('status', marker.status))
      : when.itemAbsent(),
  });
  try {
    await transaction('claim-scheduled-report-run', { budget: 1 }).add(claim).commit();
    return { attempt };
  } catch (error) {
    if (failedGuard(error) === 'claim') return null;
    throw error;
  }
}

/** The marker's end, in the run's own transaction: `done`, never run again. */
export const markerDone = (scheduleId: number, dueAt: string): TransactItem =>
  txUpdate('marker', markerKey(scheduleId, dueAt), { set: { status: 'done' satisfies MarkerStatus } }).item;

/** A failed attempt with attempts left: the next dispatch tick claims it again (the schedule stays due). */
export async function markForRetry(scheduleId: number, dueAt: string, error: string): Promise<void> {
  await transaction('retry-scheduled-report-run', { budget: 1 })
    .update('marker', markerKey(scheduleId, dueAt), {
      set: { status: 'retry' satisfies MarkerStatus, last_error: error },
    })
    .commit();
}
