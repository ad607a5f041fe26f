import * as z from 'zod';
import { date, int, num, str, timestamp } from '../fields';

const STATUSES = [
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

/** One HR change of an attendance record, with what it replaced. */
export const AttendanceEdit = z.strictObject({
  at: z.string(),
  by_id: z.number().int(),
  action: z.enum(['store', 'update', 'delete']),
  reason: z.string(),
  before: z.strictObject({ check_in_at: str(), check_out_at: str(), status: z.enum(STATUSES) }).nullable(),
});

/**
 * One employee's attendance of one Riyadh work day: check-in and check-out (UTC), where, the
 * minutes worked, late, left early and beyond the shift, the status, and HR's edits.
 */
export const Attendance = z.strictObject({
  id: z.number().int(),
  employee: z.strictObject({ id: z.number().int(), name: z.string() }),
  department_id: int(),
  work_date: date(),
  shift_id: int(),
  work_site_id: int(),
  check_in_at: timestamp(),
  check_out_at: timestamp(),
  source: z.enum(['mobile', 'device', 'manual', 'system']),
  check_in_lat: num(),
  check_in_lng: num(),
  check_in_accuracy_m: num(),
  check_out_lat: num(),
  check_out_lng: num(),
  worked_min: z.number().int().min(0),
  late_min: z.number().int().min(0),
  early_leave_min: z.number().int().min(0),
  overtime_min: z.number().int().min(0),
  status: z.enum(STATUSES),
  edited_by_id: int(),
  edit_reason: str(),
  edits: z.array(AttendanceEdit),
  created_at: timestamp(),
  updated_at: timestamp(),
});

/** The caller's attendance today: shift, site, the record, minutes so far and what they may do now. */
export const TodayAttendance = z.strictObject({
  date: date(),
  day_kind: z.enum(['working', 'weekend', 'holiday']),
  ramadan_hours: z.boolean(),
  shift: z.strictObject({
    id: int(),
    name: z.string(),
    start: z.string(),
    end: z.string(),
    grace_late_min: z.number().int(),
    grace_early_min: z.number().int(),
  }),
  work_site: z
    .strictObject({
      id: z.number().int(),
      name: z.string(),
      lat: z.number(),
      lng: z.number(),
      radius_m: z.number(),
    })
    .nullable(),
  attendance: Attendance.nullable(),
  check_in_at: timestamp(),
  check_out_at: timestamp(),
  worked_min: z.number().int().min(0),
  can_check_in: z.boolean(),
  can_check_out: z.boolean(),
});

/** A month of the caller's own records, in day order, with the month's totals. */
export const AttendanceMonth = z.strictObject({
  month: z.string(),
  from: date(),
  to: date(),
  totals: z.strictObject({
    present: z.number().int(),
    late: z.number().int(),
    absent: z.number().int(),
    half_days: z.number().int(),
    leave_days: z.number().int(),
    missing_check_outs: z.number().int(),
    worked_min: z.number().int(),
    late_min: z.number().int(),
    overtime_min: z.number().int(),
  }),
  items: z.array(Attendance),
});
