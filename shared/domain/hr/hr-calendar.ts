import { riyadhDay } from '../home/riyadh-day';
import { type HolidayCalendar, holidayCalendar } from './hr-reference';

/**
 * Riyadh calendar arithmetic for HR (UTC+3, no daylight saving): days are `YYYY-MM-DD`, the
 * weekend is Friday and Saturday, holidays come from the year's calendar.
 */

const DAY_MS = 86_400_000;
const RIYADH_OFFSET_MS = 3 * 3_600_000;

/** The Riyadh day of a moment. */
export const riyadhDate = (at: Date): string => riyadhDay(at);

/** 0 Sunday … 6 Saturday, of a Riyadh day. */
export const weekdayOf = (day: string): number => new Date(`${day}T00:00:00Z`).getUTCDay();

/** Friday or Saturday. */
export const isWeekend = (day: string): boolean => weekdayOf(day) >= 5;

/** The day `count` days after `day` (before, when negative). */
export const addDays = (day: string, count: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + count * DAY_MS).toISOString().slice(0, 10);

/** Every day from `from` to `to`, both included (empty when `to` is before `from`). */
export function daysBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) out.push(day);
  return out;
}

/** The moment a Riyadh wall-clock time (`HH:MM`) falls on a Riyadh day. */
export const riyadhMoment = (day: string, time: string): Date =>
  new Date(Date.parse(`${day}T${time}:00Z`) - RIYADH_OFFSET_MS);

/** The holiday calendars a range of days needs, by year (one key read a year). */
export type Calendars = ReadonlyMap<number, HolidayCalendar>;

export async function calendarsFor(from: string, to: string): Promise<Calendars> {
  const first = Number(from.slice(0, 4));
  const last = Number(to.slice(0, 4));
  const years = Array.from({ length: Math.max(0, last - first) + 1 }, (_, index) => first + index);
  const calendars = await Promise.all(years.map((year) => holidayCalendar(year)));
  return new Map(calendars.map((calendar) => [calendar.year, calendar]));
}

/** The holiday on a day, if the calendar names one. */
export const holidayOn = (day: string, calendars: Calendars) =>
  calendars.get(Number(day.slice(0, 4)))?.holidays.find((holiday) => holiday.date === day);

/** What a day is for attendance and leave: a working day, the weekend or a holiday. */
export function dayKind(day: string, calendars: Calendars): 'working' | 'weekend' | 'holiday' {
  if (holidayOn(day, calendars)) return 'holiday';
  return isWeekend(day) ? 'weekend' : 'working';
}

/** Whether a day falls in Ramadan (its calendar's dates). */
export function isRamadan(day: string, calendars: Calendars): boolean {
  const calendar = calendars.get(Number(day.slice(0, 4)));
  return Boolean(
    calendar?.ramadan_from &&
      calendar.ramadan_to &&
      day >= calendar.ramadan_from &&
      day <= calendar.ramadan_to,
  );
}

/**
 * The days a leave from `from` to `to` takes (open question 11): working days for a type that
 * counts them (weekends and public holidays not deducted, Art 109), every day otherwise; a half
 * day counts 0.5 (one day only).
 */
export function leaveDays(
  from: string,
  to: string,
  counts: 'working' | 'calendar',
  calendars: Calendars,
  halfDay = false,
): number {
  const range = daysBetween(from, to);
  const counted = counts === 'working' ? range.filter((day) => dayKind(day, calendars) === 'working') : range;
  return halfDay && counted.length === 1 ? 0.5 : counted.length;
}
