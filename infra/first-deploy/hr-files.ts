import { readFileSync } from 'node:fs';
import type { HolidayCalendar } from '../../shared/domain/hr/hr-reference';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The holiday calendars of a JSON file: an array of `{ year, ramadan_from, ramadan_to, holidays:
 * [{ date, name_en, name_ar, kind: "public" | "company" }] }` (docs/operations-runbook.md, "HR
 * reference data"), each day `YYYY-MM-DD` within its year.
 */
export function holidaysFile(path: string): HolidayCalendar[] {
  const parsed = JSON.parse(readFileSync(path, 'utf8')) as unknown;
  if (!Array.isArray(parsed)) throw new Error(`${path}: expected a JSON array of holiday calendars`);
  return parsed.map((entry, index) => {
    const calendar = entry as Partial<HolidayCalendar>;
    const where = `${path}: calendar ${index + 1}`;
    if (!Number.isInteger(calendar.year)) throw new Error(`${where} needs a year`);
    if (!Array.isArray(calendar.holidays)) throw new Error(`${where} needs holidays (an array)`);
    for (const holiday of calendar.holidays)
      if (!DAY.test(String(holiday.date)) || !String(holiday.date).startsWith(String(calendar.year)))
        throw new Error(`${where}: holiday ${String(holiday.date)} is not a day of ${calendar.year}`);
    return {
      year: calendar.year as number,
      holidays: calendar.holidays,
      ramadan_from: calendar.ramadan_from ?? null,
      ramadan_to: calendar.ramadan_to ?? null,
    };
  });
}
