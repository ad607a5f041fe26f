import { addDays, riyadhDate, riyadhMoment, weekdayOf } from '../hr/hr-calendar';

/** How often a report runs; "weekdays" are the Saudi working week, Sunday to Thursday. */
export const FREQUENCIES = ['daily', 'weekdays', 'weekly', 'monthly'] as const;
export type Frequency = (typeof FREQUENCIES)[number];

/** When a schedule fires: a Riyadh time of day on the days its frequency picks. */
export interface ScheduleTiming {
  frequency: Frequency;
  /** `HH:MM`, Asia/Riyadh. */
  time: string;
  /** Weekly: 0 = Sunday … 6 = Saturday. */
  day_of_week: number | null;
  /** Monthly: 1–31; a month shorter than it runs on its last day. */
  day_of_month: number | null;
}

const daysInMonth = (year: number, month: number): number => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** Whether a Riyadh day (`YYYY-MM-DD`) is one the schedule runs on. */
export function runsOn(timing: ScheduleTiming, day: string): boolean {
  const weekday = weekdayOf(day);
  switch (timing.frequency) {
    case 'daily':
      return true;
    case 'weekdays':
      return weekday <= 4;
    case 'weekly':
      return weekday === (timing.day_of_week ?? 0);
    case 'monthly': {
      const [year, month, date] = day.split('-').map(Number) as [number, number, number];
      return date === Math.min(timing.day_of_month ?? 1, daysInMonth(year, month));
    }
  }
}

/**
 * The first run strictly after `after`: the schedule's Riyadh time on the next day it runs on.
 * Every frequency fires within 31 days, so the walk is bounded.
 */
export function nextRunAt(timing: ScheduleTiming, after: Date): Date {
  let day = riyadhDate(after);
  for (let step = 0; step < 64; step++, day = addDays(day, 1)) {
    if (!runsOn(timing, day)) continue;
    const moment = riyadhMoment(day, timing.time);
    if (moment.getTime() > after.getTime()) return moment;
  }
  throw new Error(`No run within 64 days for ${JSON.stringify(timing)}`);
}
