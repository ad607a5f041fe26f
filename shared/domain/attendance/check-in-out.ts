import { getEntity, prepareCreate, prepareUpdate } from '../../db/entity-store';
import { when } from '../../db/expressions';
import { transaction } from '../../db/transaction-builder';
import { ConflictError, ValidationError } from '../../errors';
import type { Locale } from '../../i18n';
import type { StaffCaller } from '../callers/callers';
import { riyadhDate } from '../hr/hr-calendar';
import {
  type IdempotentRequest,
  type IdempotentResult,
  idempotencyPut,
  idempotent,
} from '../idempotency/idempotency';
import { ATTENDANCE, type Attendance, type AttendanceEntity } from './attendance';
import {
  moveDayTimes,
  openAttendanceId,
  releaseOpenGuard,
  takeDay,
  takeOpenGuard,
} from './attendance-guards';
import { dayMinutes } from './attendance-minutes';
import { attendanceRecord } from './attendance-views';
import { employeeDay, employeeProfile } from './employee-day';
import { distanceMetres } from './geofence';

/** Where the phone says the employee is. */
export interface Position {
  lat: number;
  lng: number;
  accuracy_m: number;
}

/** A record longer than this is not closed by a check-out: HR fixes it (and no record outlasts a day). */
export const LONGEST_RECORD_HOURS = 20;
const HOUR_MS = 3_600_000;

/**
 * `idempotent`, and one more look at the key when the write was refused by the record's state: a
 * twin that committed first (a double tap) changed that state (the record is closed now), and its
 * stored result is the answer; without one the refusal stands.
 */
async function once<T>(
  key: IdempotentRequest | undefined,
  write: () => Promise<T>,
  answer: (result: IdempotentResult) => Promise<T>,
): Promise<T> {
  try {
    return await idempotent(key, write, answer);
  } catch (error) {
    if (!key || !(error instanceof ConflictError)) throw error;
    return idempotent(key, () => Promise.reject(error), answer);
  }
}

const answered = async (result: { attendance_id?: string | number }, locale: Locale) =>
  attendanceRecord(await getEntity(ATTENDANCE, Number(result.attendance_id), 'Attendance'), locale);

/**
 * POST /hr/attendance/check-in: opens today's record (Riyadh) for the caller, inside their work
 * site's radius (outside: 422 on `lat` naming `distance_m` and `radius_m`; a radius of 0 or no site:
 * anywhere). One transaction: the record, the open guard (another open record: 409), the day
 * marker (a record of today already: 409) and the idempotency key (a double tap answers the first
 * record).
 */
export function checkIn(
  caller: StaffCaller,
  position: Position,
  key: IdempotentRequest | undefined,
  locale: Locale,
  now = new Date(),
) {
  return once(
    key,
    async () => attendanceRecord(await writeCheckIn(caller.id, position, key, now), locale),
    (result) => answered(result, locale),
  );
}

/** The check-in's write for an employee (the demo fixtures call it without a request). */
export async function writeCheckIn(
  employeeId: number,
  position: Position,
  key: IdempotentRequest | undefined,
  now: Date,
): Promise<AttendanceEntity> {
  const profile = await employeeProfile(employeeId);
  if (profile.employment_status !== 'active') throw new ConflictError('attendance.not_active');
  const day = await employeeDay(profile, riyadhDate(now));
  const site = day.site;
  if (site && site.radius_m > 0) {
    const distance = distanceMetres(position, site);
    if (distance > site.radius_m)
      throw ValidationError.forField('lat', 'attendance.outside_site', {
        distance_m: distance,
        radius_m: site.radius_m,
      });
  }
  const checkInAt = now.toISOString();
  const attributes: Attendance = {
    employee_id: employeeId,
    department_id: profile.department_id,
    work_date: day.day,
    shift_id: day.shiftEntity?.id ?? null,
    work_site_id: site?.id ?? null,
    check_in_at: checkInAt,
    check_out_at: null,
    source: 'mobile',
    check_in_lat: position.lat,
    check_in_lng: position.lng,
    check_in_accuracy_m: position.accuracy_m,
    check_out_lat: null,
    check_out_lng: null,
    worked_min: 0,
    late_min: 0,
    early_leave_min: 0,
    overtime_min: 0,
    status: 'open',
    edited_by_id: null,
    edit_reason: null,
    edits: [],
  };
  const created = await prepareCreate(ATTENDANCE, attributes);
  const id = created.entity.id;
  // The key's item first: when a twin committed, its refusal (the replay) is the one answered.
  await transaction('attendance-check-in', { budget: 40 })
    .add(key ? [idempotencyPut(key, { attendance_id: id }, now)] : [])
    .include('attendance', created)
    .add(takeOpenGuard(employeeId, id))
    .add(takeDay(employeeId, day.day, id, { check_in_at: checkInAt, check_out_at: null }))
    .commit();
  return created.entity;
}

/**
 * POST /hr/attendance/check-out: closes the caller's open record (none: 409) with the minutes and
 * status of its day (`dayMinutes`); the check-out must come after the check-in and within
 * `LONGEST_RECORD_HOURS` of it (later: 409, HR fixes it). One transaction: the record (conditioned
 * on its version and `open`), the open guard given back, the day marker's times, the key.
 */
export function checkOut(
  caller: StaffCaller,
  position: Position,
  key: IdempotentRequest | undefined,
  locale: Locale,
  now = new Date(),
) {
  return once(
    key,
    async () => attendanceRecord(await writeCheckOut(caller.id, position, key, now), locale),
    (result) => answered(result, locale),
  );
}

async function writeCheckOut(
  employeeId: number,
  position: Position,
  key: IdempotentRequest | undefined,
  now: Date,
): Promise<AttendanceEntity> {
  const openId = await openAttendanceId(employeeId);
  if (openId === undefined) throw new ConflictError('attendance.not_checked_in');
  const record = await getEntity(ATTENDANCE, openId, 'Attendance');
  if (record.status !== 'open' || !record.check_in_at) throw new ConflictError('attendance.not_checked_in');
  const checkIn = new Date(record.check_in_at);
  if (now <= checkIn) throw ValidationError.forField('check_out_at', 'attendance.check_out_before_check_in');
  if (now.getTime() - checkIn.getTime() > LONGEST_RECORD_HOURS * HOUR_MS)
    throw new ConflictError('attendance.check_out_too_late');
  const day = await employeeDay(await employeeProfile(employeeId), record.work_date);
  const minutes = dayMinutes({ ...day, checkIn, checkOut: now });
  const checkOutAt = now.toISOString();
  const updated = await prepareUpdate(
    ATTENDANCE,
    record.id,
    { check_out_at: checkOutAt, check_out_lat: position.lat, check_out_lng: position.lng, ...minutes },
    { current: record, recordName: 'Attendance', condition: when.eq('status', 'open') },
  );
  await transaction('attendance-check-out', { budget: 50 })
    .add(key ? [idempotencyPut(key, { attendance_id: record.id }, now)] : [])
    .include('attendance', updated)
    .add(releaseOpenGuard(employeeId, record.id))
    .add(
      moveDayTimes(employeeId, record.work_date, record.id, {
        check_in_at: record.check_in_at,
        check_out_at: checkOutAt,
      }),
    )
    .commit({ attendance: () => new ConflictError('attendance.not_checked_in') });
  return updated.entity;
}
