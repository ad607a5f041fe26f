import { type EntityOf, entityType } from '../../db/entity-type';

/** A day's attendance status (STAFF-DOMAIN 9.1, STAFF-DOMAIN-2 2.3). */
export const ATTENDANCE_STATUSES = [
  'open',
  'present',
  'late',
  'half_day',
  'absent',
  'missing_check_out',
  'on_leave',
  'holiday',
  'weekend',
] as const;
export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];

export const ATTENDANCE_SOURCES = ['mobile', 'device', 'manual', 'system'] as const;
export type AttendanceSource = (typeof ATTENDANCE_SOURCES)[number];

/**
 * One employee's attendance of one Riyadh work day (STAFF-DOMAIN-2 2.1). `employee_id` is the
 * staff user's id; `department_id` is copied from the profile for the `hr` row scope. Minutes are
 * whole minutes; `overtime_min` is worked time beyond the shift (all of it on a rest day or holiday),
 * which bounds an overtime request of that day.
 */
export interface Attendance {
  employee_id: number;
  department_id: number | null;
  /** `YYYY-MM-DD`, the Riyadh day of the check-in. */
  work_date: string;
  shift_id: number | null;
  work_site_id: number | null;
  check_in_at: string | null;
  check_out_at: string | null;
  source: AttendanceSource;
  check_in_lat: number | null;
  check_in_lng: number | null;
  check_out_lat: number | null;
  check_out_lng: number | null;
  worked_min: number;
  late_min: number;
  early_leave_min: number;
  overtime_min: number;
  status: AttendanceStatus;
  edited_by_id: number | null;
  edit_reason: string | null;
  /** The GPS accuracy the phone reported at check-in, metres (attendance module). */
  check_in_accuracy_m?: number | null;
  /** HR's changes, oldest first, each with what the record held before (attendance module). */
  edits?: AttendanceEdit[];
}

/** One HR change of a record: who, when, why, and the values it replaced. */
export interface AttendanceEdit {
  at: string;
  by_id: number;
  action: 'store' | 'update' | 'delete';
  reason: string;
  before: { check_in_at: string | null; check_out_at: string | null; status: AttendanceStatus } | null;
}

const DAY_MS = 86_400_000;

/**
 * Attendance records, listed by employee, by employee and day (the overtime bound, the nightly
 * job), by department and by status; and ordered by work day (a month's range: the employee's own
 * history, HR's index) for everyone, an employee, a department, a status and an employee's status
 * (attendance module).
 */
export const ATTENDANCE = entityType<Attendance>('ATTENDANCE', {
  lists: [
    ['employee_id'],
    ['employee_id', 'work_date'],
    ['department_id'],
    ['status'],
    ['work_date'],
    { orderBy: 'work_date', step: DAY_MS },
    { filters: ['employee_id'], orderBy: 'work_date', step: DAY_MS },
    { filters: ['department_id'], orderBy: 'work_date', step: DAY_MS },
    { filters: ['status'], orderBy: 'work_date', step: DAY_MS },
    { filters: ['employee_id', 'status'], orderBy: 'work_date', step: DAY_MS },
  ],
});
export type AttendanceEntity = EntityOf<typeof ATTENDANCE>;
