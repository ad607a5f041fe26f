import { partitionItems } from '../../db/entity-store';
import { type Condition, when } from '../../db/expressions';
import { keys } from '../../db/keys';
import { type TxItem, txDelete, txPut, txUpdate } from '../../db/transaction-builder';
import type { TransactItem } from '../../db/transactions';
import { ValidationError } from '../../errors';
import { daysBetween } from '../hr/hr-calendar';
import { releaseLeave, reserveLeave } from '../leave/leave-ledger';

/**
 * What a pending or approved leave holds, so that no read-then-write decides an invariant:
 *
 * - **its days**, on one item per employee and month (`UNIQUE#LEAVE_DAYS#<employee>#<YYYY-MM>`):
 *   attribute `dNN` = the request's id for each calendar day it covers, put under
 *   `attribute_not_exists` for every day (two leaves of one employee never share a day: the
 *   overlap rule), and `aNN` once it is approved (what `approvedLeaveOn` reads: one key read).
 *   A request spans at most 120 days, so at most five items.
 * - **its balance** (types on the ledger): `reserveLeave` under `available_days >= days`.
 * - **its sick days** in the service year (`UNIQUE#LEAVE_SICK#<employee>#<year start>`,
 *   `held_days`), moved under the value read (its pay tiers were computed from it).
 * - **the once-in-service Hajj** (`UNIQUE#LEAVE_HAJJ#<employee>`), put absent.
 */
export interface LeaveHolds {
  employee_id: number;
  request_id: number;
  leave_type_id: number;
  /** Its days on the ledger balance (0: a type without one). */
  balance_days: number;
  allow_negative: boolean;
  /** What the balance had available when read (for the refusal's message). */
  available: number;
  dates: { from: string; to: string };
  sick: { year: string; days: number; held_before: number } | null;
  hajj: boolean;
}

const DAYS_KIND = 'LEAVE_DAYS';
const monthKey = (employeeId: number, month: string) => keys.unique(DAYS_KIND, `${employeeId}#${month}`);
const sickKey = (employeeId: number, year: string) => keys.unique('LEAVE_SICK', `${employeeId}#${year}`);
const hajjKey = (employeeId: number) => keys.unique('LEAVE_HAJJ', String(employeeId));
const dayAttribute = (day: string) => `d${day.slice(8, 10)}`;
const approvedAttribute = (day: string) => `a${day.slice(8, 10)}`;

/** The days of a hold grouped by month. */
function byMonth(holds: LeaveHolds | null): Map<string, string[]> {
  const months = new Map<string, string[]>();
  if (!holds) return months;
  for (const day of daysBetween(holds.dates.from, holds.dates.to)) {
    const month = day.slice(0, 7);
    months.set(month, [...(months.get(month) ?? []), day]);
  }
  return months;
}

const overlapRefusal = () => ValidationError.forField('from_date', 'leave_requests.overlap');

/**
 * The day items moved from `before` to `after` (either may be null: a new request, a released
 * one), one update per month: days newly covered put absent (a refusal is the overlap 422), days
 * no longer covered removed (with their approved mark).
 */
function dayMoves(before: LeaveHolds | null, after: LeaveHolds | null): TxItem[] {
  const old = byMonth(before);
  const now = byMonth(after);
  const employeeId = (after ?? before)?.employee_id as number;
  const requestId = (after ?? before)?.request_id as number;
  const out: TxItem[] = [];
  for (const month of new Set([...old.keys(), ...now.keys()])) {
    const was = new Set(old.get(month) ?? []);
    const is = new Set(now.get(month) ?? []);
    const added = [...is].filter((day) => !was.has(day));
    const removed = [...was].filter((day) => !is.has(day));
    if (added.length === 0 && removed.length === 0) continue;
    const conditions: Condition[] = added.map((day) => when.lacks(dayAttribute(day)));
    out.push({
      ...txUpdate(`leave-days-${month}`, monthKey(employeeId, month), {
        set: {
          employee_id: employeeId,
          month,
          ...Object.fromEntries(added.map((day) => [dayAttribute(day), requestId])),
        },
        ...(removed.length > 0
          ? { remove: removed.flatMap((day) => [dayAttribute(day), approvedAttribute(day)]) }
          : {}),
        ...(conditions.length > 0 ? { condition: when.and(...conditions) } : {}),
      }),
      refusal: overlapRefusal,
    });
  }
  return out;
}

/** Marks an approved leave's days (`aNN`), read by `approvedLeaveOn`. */
export function approvedDayMarks(holds: LeaveHolds): TransactItem[] {
  return [...byMonth(holds)].map(
    ([month, days]) =>
      txUpdate(`leave-approved-${month}`, monthKey(holds.employee_id, month), {
        set: Object.fromEntries(days.map((day) => [approvedAttribute(day), holds.request_id])),
      }).item,
  );
}

/** Whether the employee's month item marks the day approved (one key read). */
export async function approvedMarkOn(employeeId: number, day: string): Promise<boolean> {
  const { pk } = monthKey(employeeId, day.slice(0, 7));
  const [item] = await partitionItems(pk, 'UNIQUE');
  return item !== undefined && item[approvedAttribute(day)] !== undefined;
}

/** The sick days held in a service year (0 when none). */
export async function sickDaysHeld(employeeId: number, year: string): Promise<number> {
  const { pk } = sickKey(employeeId, year);
  const [item] = await partitionItems(pk, 'UNIQUE');
  return Number(item?.held_days ?? 0);
}

/** Sick days moved by `delta` under the value read, so the tiers computed from it still hold. */
function sickMove(employeeId: number, year: string, heldBefore: number, delta: number): TxItem {
  return {
    ...txUpdate(`leave-sick-${year}`, sickKey(employeeId, year), {
      set: { employee_id: employeeId, year },
      add: { held_days: delta },
      condition:
        heldBefore === 0
          ? when.or(when.lacks('held_days'), when.eq('held_days', 0))
          : when.eq('held_days', heldBefore),
    }),
    // Another sick leave of the year landed first: the tiers are computed again (a retried race).
    refusal: undefined,
  };
}

/**
 * Every item that moves what a leave holds from `before` to `after`: `guards` carry the refusals
 * (the 422s: balance, overlap, Hajj taken), `items` the releases.
 */
export function holdMoves(
  before: LeaveHolds | null,
  after: LeaveHolds | null,
): { guards: TxItem[]; items: TransactItem[] } {
  const guards: TxItem[] = [...dayMoves(before, after)];
  const items: TransactItem[] = [];
  // The ledger balance: one move of the same balance (a net reservation), else release and reserve.
  const sameBalance =
    before &&
    after &&
    before.leave_type_id === after.leave_type_id &&
    before.balance_days &&
    after.balance_days;
  if (sameBalance) {
    const delta = after.balance_days - before.balance_days;
    if (delta !== 0)
      guards.push({
        ...reserveLeave(
          {
            employee_id: after.employee_id,
            leave_type_id: after.leave_type_id,
            available_days: after.available,
          },
          delta,
          { field: 'leave_type_id', allowNegative: after.allow_negative },
        ),
        refusal: () =>
          ValidationError.forField('leave_type_id', 'leave.balance_exceeded', {
            available: after.available + before.balance_days,
            days: after.balance_days,
          }),
      });
  } else {
    if (before?.balance_days)
      items.push(releaseLeave(before.employee_id, before.leave_type_id, before.balance_days));
    if (after?.balance_days)
      guards.push(
        reserveLeave(
          {
            employee_id: after.employee_id,
            leave_type_id: after.leave_type_id,
            available_days: after.available,
          },
          after.balance_days,
          { field: 'leave_type_id', allowNegative: after.allow_negative },
        ),
      );
  }
  // Sick days of a service year.
  if (before?.sick && after?.sick && before.sick.year === after.sick.year) {
    const delta = after.sick.days - before.sick.days;
    if (delta !== 0) guards.push(sickMove(after.employee_id, after.sick.year, after.sick.held_before, delta));
  } else {
    if (before?.sick)
      items.push(
        txUpdate(`leave-sick-${before.sick.year}-release`, sickKey(before.employee_id, before.sick.year), {
          add: { held_days: -before.sick.days },
        }).item,
      );
    if (after?.sick)
      guards.push(sickMove(after.employee_id, after.sick.year, after.sick.held_before, after.sick.days));
  }
  // The Hajj taken once in the service.
  if (before?.hajj && !after?.hajj) items.push(txDelete('leave-hajj', hajjKey(before.employee_id)).item);
  if (after?.hajj && !before?.hajj)
    guards.push({
      ...txPut(
        'leave-hajj',
        { ...hajjKey(after.employee_id), owner_type: 'LEAVE_REQUEST', owner_id: after.request_id },
        { condition: when.itemAbsent() },
      ),
      refusal: () => ValidationError.forField('leave_type_id', 'leave_requests.hajj_taken'),
    });
  return { guards, items };
}

/** Whether the employee already holds the Hajj marker (a request of theirs took it). */
export async function hajjTaken(employeeId: number): Promise<boolean> {
  const [item] = await partitionItems(hajjKey(employeeId).pk, 'UNIQUE');
  return item !== undefined;
}

/** Whether a pending or approved leave of the employee holds the day (one key read). */
export async function dayHeld(employeeId: number, day: string): Promise<boolean> {
  const [item] = await partitionItems(monthKey(employeeId, day.slice(0, 7)).pk, 'UNIQUE');
  return item !== undefined && item[dayAttribute(day)] !== undefined;
}
