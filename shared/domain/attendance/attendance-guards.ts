import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { tableName } from '../../config/env';
import { dynamo } from '../../db/client';
import { type Condition, when } from '../../db/expressions';
import { keys } from '../../db/keys';
import { type TxItem, txCheck, txDelete, txPut, txUpdate } from '../../db/transaction-builder';
import { ConflictError, ValidationError } from '../../errors';
import { addDays } from '../hr/hr-calendar';

/**
 * The two guard items of attendance (README.md, "Guards"), both unique-value markers:
 *
 * - `UNIQUE#ATTENDANCE_OPEN#<employee>`: the employee's one open record (`open_attendance_id`),
 *   put `attribute_not_exists` with the check-in, deleted (conditioned on that id) by the
 *   check-out, the missing check-out job, or HR's update or delete of the open record.
 * - `UNIQUE#ATTENDANCE_DAY#<employee>#<day>`: the employee's one record of a Riyadh work day
 *   (`owner_id`), with its `check_in_at` / `check_out_at` copied on it, so a write can check the
 *   neighbouring days' times in its transaction (no overlap) without reading them first.
 */

export const openGuardKey = (employeeId: number) => keys.unique('ATTENDANCE_OPEN', String(employeeId));
export const dayMarkerKey = (employeeId: number, day: string) =>
  keys.unique('ATTENDANCE_DAY', `${employeeId}#${day}`);

/** The id of the employee's open record, or undefined (a consistent read of the guard). */
export async function openAttendanceId(employeeId: number): Promise<number | undefined> {
  const { Item } = await dynamo.send(
    new GetCommand({ TableName: tableName(), Key: openGuardKey(employeeId), ConsistentRead: true }),
  );
  return Item ? Number(Item.open_attendance_id) : undefined;
}

/** Whether the employee has a record of that day (a consistent read of the day marker). */
export async function dayTaken(employeeId: number, day: string): Promise<number | undefined> {
  const { Item } = await dynamo.send(
    new GetCommand({ TableName: tableName(), Key: dayMarkerKey(employeeId, day), ConsistentRead: true }),
  );
  return Item ? Number(Item.owner_id) : undefined;
}

/** Takes the open guard for a new open record: refused (409) while another is open. */
export const takeOpenGuard = (employeeId: number, attendanceId: number): TxItem => ({
  ...txPut(
    'open-attendance',
    {
      ...openGuardKey(employeeId),
      owner_type: 'ATTENDANCE',
      owner_id: attendanceId,
      open_attendance_id: attendanceId,
    },
    { condition: when.itemAbsent() },
  ),
  refusal: () => new ConflictError('attendance.already_checked_in'),
});

/** Gives the open guard back, only if it still names this record. */
export const releaseOpenGuard = (employeeId: number, attendanceId: number): TxItem => ({
  ...txDelete('open-attendance-release', openGuardKey(employeeId), {
    condition: when.eq('open_attendance_id', attendanceId),
  }),
  refusal: () => new ConflictError(),
});

interface DayTimes {
  check_in_at: string | null;
  check_out_at: string | null;
}

const timesOf = (times: DayTimes) =>
  Object.fromEntries(Object.entries(times).filter(([, value]) => value !== null)) as Record<string, string>;

/** Takes the employee's day for a new record: refused (409) when the day has one already. */
export const takeDay = (employeeId: number, day: string, attendanceId: number, times: DayTimes): TxItem => ({
  ...txPut(
    'attendance-day',
    { ...dayMarkerKey(employeeId, day), owner_type: 'ATTENDANCE', owner_id: attendanceId, ...timesOf(times) },
    { condition: when.itemAbsent() },
  ),
  refusal: () => new ConflictError('attendance.day_taken'),
});

/** Moves the times copied on the record's day marker (the record stays its owner). */
export const moveDayTimes = (
  employeeId: number,
  day: string,
  attendanceId: number,
  times: DayTimes,
): TxItem => {
  const set = timesOf(times);
  const remove = Object.entries(times)
    .filter(([, value]) => value === null)
    .map(([name]) => name);
  return {
    ...txUpdate('attendance-day', dayMarkerKey(employeeId, day), {
      ...(Object.keys(set).length > 0 ? { set } : {}),
      ...(remove.length > 0 ? { remove } : {}),
      condition: when.eq('owner_id', attendanceId),
    }),
    refusal: () => new ConflictError(),
  };
};

/** Frees the day of a deleted record. */
export const freeDay = (employeeId: number, day: string, attendanceId: number): TxItem => ({
  ...txDelete('attendance-day', dayMarkerKey(employeeId, day), {
    condition: when.eq('owner_id', attendanceId),
  }),
  refusal: () => new ConflictError(),
});

const overlap = () => ValidationError.forField('check_in_time', 'attendance.overlap');

/**
 * No overlap with the neighbouring days (a record lasts under a day, so only they can reach it):
 * the day before must have ended by this check-in (or hold no times), the day after must start
 * after this check-out. An open or unfixed record of the day before (no `check_out_at`) refuses.
 */
export function noOverlap(employeeId: number, day: string, checkIn: string, checkOut: string): TxItem[] {
  const free = (times: Condition) => when.or(when.itemAbsent(), when.lacks('check_in_at'), times);
  return [
    {
      ...txCheck(
        'day-before-free',
        dayMarkerKey(employeeId, addDays(day, -1)),
        free(when.le('check_out_at', checkIn)),
      ),
      refusal: overlap,
    },
    {
      ...txCheck(
        'day-after-free',
        dayMarkerKey(employeeId, addDays(day, 1)),
        free(when.ge('check_in_at', checkOut)),
      ),
      refusal: overlap,
    },
  ];
}
