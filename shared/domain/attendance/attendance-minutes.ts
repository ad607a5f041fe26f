import { riyadhMoment } from '../hr/hr-calendar';
import type { Shift } from '../hr/hr-reference';
import type { AttendanceStatus } from './attendance';

const MINUTE_MS = 60_000;

/** What a day is for the computation: a working day, or a rest day (weekend) or holiday. */
export type WorkDayKind = 'working' | 'weekend' | 'holiday';

/** The times a shift asks on a day: Ramadan's reduced hours for the staff they apply to (Art 98). */
export function shiftTimes(shift: Shift, ramadan: boolean): { start: string; end: string } {
  return ramadan
    ? { start: shift.ramadan_start, end: shift.ramadan_end }
    : { start: shift.start, end: shift.end };
}

/** The shift's start and end on a Riyadh day as instants (an end at or before the start is the next day's). */
export function shiftWindow(day: string, shift: Shift, ramadan: boolean): { start: Date; end: Date } {
  const times = shiftTimes(shift, ramadan);
  const start = riyadhMoment(day, times.start);
  let end = riyadhMoment(day, times.end);
  if (end <= start) end = new Date(end.getTime() + 86_400_000);
  return { start, end };
}

export interface DayMinutes {
  worked_min: number;
  late_min: number;
  early_leave_min: number;
  overtime_min: number;
  status: AttendanceStatus;
}

const minutesBetween = (from: Date, to: Date) =>
  Math.max(0, Math.floor((to.getTime() - from.getTime()) / MINUTE_MS));

/**
 * The minutes and status of a closed day (STAFF-DOMAIN-2 2.3, HRMS shift type [H3]):
 * - worked: check-in to check-out, whole minutes;
 * - on a rest day or holiday every worked minute is overtime (Art 107), nothing is late or early,
 *   and the day is `present`;
 * - on a working day, late = minutes after the shift's start and early leave = minutes before its
 *   end, each counted whole once beyond its grace (within grace: 0); overtime = minutes worked
 *   after the shift's end;
 * - status: under `absent_threshold_h` worked → `absent`, under `half_day_threshold_h` →
 *   `half_day`, late beyond grace → `late`, else `present`.
 */
export function dayMinutes(input: {
  day: string;
  kind: WorkDayKind;
  shift: Shift;
  ramadan: boolean;
  checkIn: Date;
  checkOut: Date;
}): DayMinutes {
  const { checkIn, checkOut, shift } = input;
  const worked = minutesBetween(checkIn, checkOut);
  if (input.kind !== 'working')
    return { worked_min: worked, late_min: 0, early_leave_min: 0, overtime_min: worked, status: 'present' };
  const window = shiftWindow(input.day, shift, input.ramadan);
  const lateBy = minutesBetween(window.start, checkIn);
  const earlyBy = minutesBetween(checkOut, window.end);
  const late = lateBy > shift.grace_late_min ? lateBy : 0;
  const early = earlyBy > shift.grace_early_min ? earlyBy : 0;
  const overtime = minutesBetween(new Date(Math.max(checkIn.getTime(), window.end.getTime())), checkOut);
  const status: AttendanceStatus =
    worked < shift.absent_threshold_h * 60
      ? 'absent'
      : worked < shift.half_day_threshold_h * 60
        ? 'half_day'
        : late > 0
          ? 'late'
          : 'present';
  return { worked_min: worked, late_min: late, early_leave_min: early, overtime_min: overtime, status };
}

/** Minutes worked so far on an open record (today's card). */
export const workedSoFar = (checkIn: Date, now: Date) => minutesBetween(checkIn, now);
