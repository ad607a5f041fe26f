import { addDays, type Calendars, daysBetween, leaveDays } from '../hr/hr-calendar';
import type { LeaveType } from '../hr/hr-reference';
import type { PayPart } from './leave-requests';

/**
 * The first day of the service year `day` falls in: the last anniversary of the hire date on or
 * before it (Art 117 counts sick leave per service year). A 29 February hire's anniversary is the
 * 28th in other years.
 */
export function serviceYearStart(hireDate: string, day: string): string {
  const [, hm, hd] = hireDate.split('-').map(Number) as [number, number, number];
  const anniversary = (year: number) => {
    const lastDay = new Date(Date.UTC(year, hm, 0)).getUTCDate();
    return `${year}-${String(hm).padStart(2, '0')}-${String(Math.min(hd, lastDay)).padStart(2, '0')}`;
  };
  const year = Number(day.slice(0, 4));
  const candidate = anniversary(year);
  const start = candidate <= day ? candidate : anniversary(year - 1);
  return start < hireDate ? hireDate : start;
}

/**
 * Sick leave's pay split by tier (Art 117: 30 days full pay, 60 at 75 %, 30 unpaid a service year):
 * the days already held in the service year (`before`) fill the tiers first, the new days take what
 * is left in order, each stretch of days its own part. Days past the last tier answer null (refused).
 */
export function sickPayBreakdown(
  tiers: LeaveType['pay_tiers'],
  before: number,
  from: string,
  to: string,
): PayPart[] | null {
  const days = daysBetween(from, to);
  const parts: PayPart[] = [];
  let used = before;
  let tierEnd = 0;
  let index = 0;
  for (const tier of tiers) {
    tierEnd += tier.days;
    while (index < days.length && used < tierEnd) {
      const day = days[index] as string;
      const last = parts.at(-1);
      if (last && last.pay_pct === tier.pay_pct) Object.assign(last, { days: last.days + 1, to_date: day });
      else parts.push({ pay_pct: tier.pay_pct, days: 1, from_date: day, to_date: day });
      used += 1;
      index += 1;
    }
  }
  return index < days.length ? null : parts;
}

/** The most sick days a service year holds (the tiers' sum). */
export const sickYearDays = (tiers: LeaveType['pay_tiers']) =>
  tiers.reduce((sum, tier) => sum + tier.days, 0);

/** The tier the next sick day would be paid at, given the days already held this service year. */
export function nextSickTier(tiers: LeaveType['pay_tiers'], before: number): number | null {
  let end = 0;
  for (const tier of tiers) {
    end += tier.days;
    if (before < end) return tier.pay_pct;
  }
  return null;
}

/** The days a request takes of its type (working or calendar days; a one-day half day 0.5). */
export const requestDays = (
  type: Pick<LeaveType, 'counts'>,
  from: string,
  to: string,
  calendars: Calendars,
  halfDay: boolean,
) => leaveDays(from, to, type.counts, calendars, halfDay);

/** Calendar days from `from` to `to`, both counted. */
export const spanDays = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/** The day after `day`. */
export const nextDay = (day: string) => addDays(day, 1);
