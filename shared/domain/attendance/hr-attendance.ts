import { findEntity, prepareCreate, prepareUpdate, softDeleteEntity } from '../../db/entity-store';
import { type TxItem, transaction } from '../../db/transaction-builder';
import { ValidationError } from '../../errors';
import type { Locale } from '../../i18n';
import type { StaffCaller } from '../callers/callers';
import { EMPLOYEE_PROFILE } from '../hr/employee-profiles';
import { riyadhDate, riyadhMoment } from '../hr/hr-calendar';
import { hrScopeFilters, inHrScope } from '../hr/hr-scope';
import type { PageRequest } from '../lists';
import {
  ATTENDANCE,
  type Attendance,
  type AttendanceEdit,
  type AttendanceEntity,
  type AttendanceStatus,
} from './attendance';
import { freeDay, moveDayTimes, noOverlap, releaseOpenGuard, takeDay } from './attendance-guards';
import { type DayMinutes, dayMinutes } from './attendance-minutes';
import { monthDays, recordsOfDays } from './attendance-records';
import { attendanceRecord, attendanceRows, scopedAttendance } from './attendance-views';
import { type EmployeeDay, employeeDay } from './employee-day';

/** The statuses HR may set on a day without times (a worked day's status is computed). */
export const TIMELESS_STATUSES = ['absent', 'on_leave', 'holiday', 'weekend'] as const;
export type TimelessStatus = (typeof TIMELESS_STATUSES)[number];

/** What HR states of a day: check-in and check-out (Riyadh `HH:MM` on the work day), or a status alone. */
export interface DayEntry {
  check_in_time?: string | undefined;
  check_out_time?: string | undefined;
  status?: TimelessStatus | undefined;
}

/** HR keeps the last edits on the record (each with what it replaced); older ones drop off. */
export const KEPT_EDITS = 20;

export interface EntryValues extends DayMinutes {
  check_in_at: string | null;
  check_out_at: string | null;
}

/**
 * The times and computed minutes of an entry: both times (check-out after check-in, else 422 on
 * `check_out_time`), or a timeless status (neither: 422 on `status`).
 */
export function entryValues(day: EmployeeDay, entry: DayEntry): EntryValues {
  if (entry.check_in_time || entry.check_out_time) {
    if (!entry.check_in_time) throw ValidationError.forField('check_in_time', 'validation.required');
    if (!entry.check_out_time) throw ValidationError.forField('check_out_time', 'validation.required');
    const checkIn = riyadhMoment(day.day, entry.check_in_time);
    const checkOut = riyadhMoment(day.day, entry.check_out_time);
    if (checkOut <= checkIn)
      throw ValidationError.forField('check_out_time', 'attendance.check_out_before_check_in');
    return {
      check_in_at: checkIn.toISOString(),
      check_out_at: checkOut.toISOString(),
      ...dayMinutes({ ...day, checkIn, checkOut }),
    };
  }
  if (!entry.status) throw ValidationError.forField('status', 'attendance.times_or_status');
  return {
    check_in_at: null,
    check_out_at: null,
    worked_min: 0,
    late_min: 0,
    early_leave_min: 0,
    overtime_min: 0,
    status: entry.status,
  };
}

const overlapChecks = (employeeId: number, day: string, values: EntryValues): TxItem[] =>
  values.check_in_at && values.check_out_at
    ? noOverlap(employeeId, day, values.check_in_at, values.check_out_at)
    : [];

const edit = (
  caller: StaffCaller,
  action: AttendanceEdit['action'],
  reason: string,
  before: AttendanceEntity | undefined,
  now: Date,
): AttendanceEdit => ({
  at: now.toISOString(),
  by_id: caller.id,
  action,
  reason,
  before: before
    ? { check_in_at: before.check_in_at, check_out_at: before.check_out_at, status: before.status }
    : null,
});

const keptEdits = (record: AttendanceEntity, next: AttendanceEdit) =>
  [...(record.edits ?? []), next].slice(-KEPT_EDITS);

/**
 * Writes a day of an employee with its day marker (a day holds one record: 409) and, when it has
 * times, the checks of the neighbouring days (an overlap: 422). The manual store, the nightly job
 * and the demo seed all write through here.
 */
export async function writeDay(
  day: EmployeeDay,
  values: EntryValues,
  meta: Pick<Attendance, 'source' | 'edited_by_id' | 'edit_reason'> & { edits: AttendanceEdit[] },
): Promise<AttendanceEntity> {
  const { profile } = day;
  const created = await prepareCreate(ATTENDANCE, {
    employee_id: profile.user_id,
    department_id: profile.department_id,
    work_date: day.day,
    shift_id: day.shiftEntity?.id ?? null,
    work_site_id: day.site?.id ?? null,
    check_in_lat: null,
    check_in_lng: null,
    check_in_accuracy_m: null,
    check_out_lat: null,
    check_out_lng: null,
    ...values,
    ...meta,
  });
  const id = created.entity.id;
  // A missing check-out's day ends at its check-in for the overlap checks (the job does the same).
  const marker =
    values.status === 'missing_check_out'
      ? { check_in_at: values.check_in_at, check_out_at: values.check_in_at }
      : values;
  await transaction('attendance-day-write', { budget: 40 })
    .include('attendance', created)
    .add(takeDay(profile.user_id, day.day, id, marker))
    .add(overlapChecks(profile.user_id, day.day, values))
    .commit();
  return created.entity;
}

/** The employee of a manual record: a profile in the caller's `hr` scope, else 422 on `employee_id`. */
async function scopedEmployee(caller: StaffCaller, employeeId: number) {
  const profile = await findEntity(EMPLOYEE_PROFILE, employeeId);
  if (!profile || !inHrScope(caller, { employee_id: profile.user_id, department_id: profile.department_id }))
    throw ValidationError.forField('employee_id', 'attendance.unknown_employee');
  return profile;
}

/**
 * POST /hr/attendances: HR records an employee's day by hand (`source: manual`) with a `reason`:
 * times (minutes and status computed as at a check-out) or a timeless status. Not a future day
 * (422 on `work_date`); a day that has a record already: 409; an overlap with the neighbouring days: 422.
 */
export async function storeManualAttendance(
  caller: StaffCaller,
  input: DayEntry & { employee_id: number; work_date: string; reason: string },
  locale: Locale,
  now = new Date(),
) {
  const profile = await scopedEmployee(caller, input.employee_id);
  if (input.work_date > riyadhDate(now)) throw ValidationError.forField('work_date', 'attendance.future_day');
  const day = await employeeDay(profile, input.work_date);
  const record = await writeDay(day, entryValues(day, input), {
    source: 'manual',
    edited_by_id: caller.id,
    edit_reason: input.reason,
    edits: [edit(caller, 'store', input.reason, undefined, now)],
  });
  return attendanceRecord(record, locale);
}

/**
 * POST /hr/attendances/{id}/update: HR corrects a record's times or timeless status with a
 * `reason` (kept in `edits` with what it replaced); minutes and status are computed again. An open
 * record so closed gives the open guard back. The employee and day stay (delete and store to move
 * a record). Conditioned on the version read (409).
 */
export async function updateManualAttendance(
  caller: StaffCaller,
  id: number,
  input: DayEntry & { reason: string },
  locale: Locale,
  now = new Date(),
) {
  const record = await scopedAttendance(caller, id);
  const profile = await scopedEmployee(caller, record.employee_id);
  const day = await employeeDay(profile, record.work_date);
  const values = entryValues(day, input);
  const updated = await prepareUpdate(
    ATTENDANCE,
    record.id,
    {
      ...values,
      source: 'manual',
      edited_by_id: caller.id,
      edit_reason: input.reason,
      edits: keptEdits(record, edit(caller, 'update', input.reason, record, now)),
    },
    { current: record, recordName: 'Attendance' },
  );
  await transaction('attendance-update', { budget: 60 })
    .include('attendance', updated)
    .add(moveDayTimes(record.employee_id, record.work_date, record.id, values))
    .add(overlapChecks(record.employee_id, record.work_date, values))
    .add(record.status === 'open' ? [releaseOpenGuard(record.employee_id, record.id)] : [])
    .commit();
  return attendanceRecord(updated.entity, locale);
}

/**
 * DELETE /hr/attendances/{id}: a soft delete with a `reason` (kept on the record): the day is free
 * again (a record may be stored in its place), an open record's guard given back.
 */
export async function deleteManualAttendance(
  caller: StaffCaller,
  id: number,
  reason: string,
  now = new Date(),
) {
  const record = await scopedAttendance(caller, id);
  await softDeleteEntity(ATTENDANCE, record, {
    recordName: 'Attendance',
    changes: {
      edited_by_id: caller.id,
      edit_reason: reason,
      edits: keptEdits(record, edit(caller, 'delete', reason, record, now)),
    },
    also: [
      freeDay(record.employee_id, record.work_date, record.id),
      ...(record.status === 'open' ? [releaseOpenGuard(record.employee_id, record.id)] : []),
    ],
  });
  return { deleted: true as const };
}

export interface HrAttendanceQuery {
  employee_id?: number | undefined;
  department_id?: number | undefined;
  status?: AttendanceStatus | undefined;
  date_from?: string | undefined;
  date_to?: string | undefined;
  month?: string | undefined;
}

/**
 * GET /hr/attendances: records in the caller's `hr` scope (HR all; a line manager their reports'
 * and their own) in work-day order, by employee, department or status, over `date_from`/`date_to`
 * or a `month` (neither: this Riyadh month). Lists ordered by work day serve employee, department,
 * status and employee + status; another combination is the list's 422 on `filters`.
 */
export async function listHrAttendance(
  caller: StaffCaller,
  query: HrAttendanceQuery & PageRequest,
  locale: Locale,
) {
  const scope = hrScopeFilters(caller);
  if (scope === null) return { items: [], total: 0 };
  const month =
    query.month ?? (query.date_from || query.date_to ? undefined : riyadhDate(new Date()).slice(0, 7));
  const days = month
    ? monthDays(month)
    : { from: query.date_from ?? '2000-01-01', to: query.date_to ?? '2999-12-31' };
  const scoped = scope.employee_id as number | readonly number[] | undefined;
  let employees: number | readonly number[] | undefined = query.employee_id;
  if (scoped !== undefined) {
    const allowed = Array.isArray(scoped) ? scoped : [scoped as number];
    if (query.employee_id !== undefined && !allowed.includes(query.employee_id))
      return { items: [], total: 0 };
    employees = query.employee_id ?? (allowed.length === 1 ? allowed[0] : allowed);
  }
  const { items, total } = await recordsOfDays(
    { employee_id: employees, department_id: query.department_id, status: query.status },
    days.from,
    days.to,
    query.page,
    query.perPage,
  );
  return { items: await attendanceRows(items, locale), total };
}
