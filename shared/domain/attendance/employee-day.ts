import { findEntity } from '../../db/entity-store';
import { NotFoundError } from '../../errors';
import { EMPLOYEE_PROFILE, type EmployeeProfileEntity } from '../hr/employee-profiles';
import { calendarsFor, dayKind, isRamadan } from '../hr/hr-calendar';
import {
  DEFAULT_SHIFTS,
  SHIFT,
  type Shift,
  type ShiftEntity,
  WORK_SITE,
  type WorkSiteEntity,
} from '../hr/hr-reference';
import type { WorkDayKind } from './attendance-minutes';

/** What a record of an employee's day is computed from: their profile, shift and site, and the day's kind. */
export interface EmployeeDay {
  profile: EmployeeProfileEntity;
  day: string;
  kind: WorkDayKind;
  /** Ramadan's reduced hours apply: a Ramadan day and the profile's `ramadan_reduced_hours`. */
  ramadan: boolean;
  shift: Shift;
  shiftEntity: ShiftEntity | undefined;
  site: WorkSiteEntity | undefined;
}

/** The employee's profile, or 404 (a staff account without one has no attendance). */
export async function employeeProfile(employeeId: number): Promise<EmployeeProfileEntity> {
  const profile = await findEntity(EMPLOYEE_PROFILE, employeeId);
  if (!profile) throw new NotFoundError('EmployeeProfile');
  return profile;
}

/** An employee's day: the profile's shift (the head office's when it names none), site and calendar. */
export async function employeeDay(profile: EmployeeProfileEntity, day: string): Promise<EmployeeDay> {
  const [shiftEntity, site, calendars] = await Promise.all([
    profile.shift_id ? findEntity(SHIFT, profile.shift_id) : undefined,
    profile.work_site_id ? findEntity(WORK_SITE, profile.work_site_id) : undefined,
    calendarsFor(day, day),
  ]);
  return {
    profile,
    day,
    kind: dayKind(day, calendars),
    ramadan: profile.ramadan_reduced_hours && isRamadan(day, calendars),
    shift: shiftEntity ?? (DEFAULT_SHIFTS[0] as Shift),
    shiftEntity,
    site,
  };
}
