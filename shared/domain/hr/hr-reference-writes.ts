import { createEntity, findEntity } from '../../db/entity-store';
import type { EntityType } from '../../db/entity-type';
import { ConflictError } from '../../errors';
import {
  DEFAULT_HOLIDAY_CALENDARS,
  DEFAULT_LEAVE_TYPES,
  DEFAULT_SHIFTS,
  DEFAULT_WORK_SITES,
  HOLIDAY_CALENDAR,
  type HolidayCalendar,
  LEAVE_TYPE,
  SHIFT,
  WORK_SITE,
} from './hr-reference';

/** Writes a record under a fixed id unless one is there; true when this call wrote it. */
async function writeOnce<T extends object>(type: EntityType<T>, id: number, attributes: T): Promise<boolean> {
  if (await findEntity(type, id)) return false;
  try {
    await createEntity(type, attributes, { id });
    return true;
  } catch (error) {
    // A concurrent run wrote it first (the put's `attribute_not_exists(pk)`).
    if (error instanceof ConflictError) return false;
    throw error;
  }
}

/**
 * HR's reference data, each record written once under its fixed id (a second or concurrent run
 * writes nothing): the shifts, work sites and leave types of the defaults, and the holiday
 * calendars given (the defaults' 2026 and 2027 when none are). Answers how many were written.
 */
export async function writeHrReference(
  calendars: readonly HolidayCalendar[] = DEFAULT_HOLIDAY_CALENDARS,
): Promise<{ written: number; total: number }> {
  const writes = [
    ...DEFAULT_SHIFTS.map((shift, index) => writeOnce(SHIFT, index + 1, shift)),
    ...DEFAULT_WORK_SITES.map((site, index) => writeOnce(WORK_SITE, index + 1, site)),
    ...DEFAULT_LEAVE_TYPES.map((type, index) => writeOnce(LEAVE_TYPE, index + 1, type)),
    ...calendars.map((calendar) => writeOnce(HOLIDAY_CALENDAR, calendar.year, calendar)),
  ];
  const done = await Promise.all(writes);
  return { written: done.filter(Boolean).length, total: done.length };
}
