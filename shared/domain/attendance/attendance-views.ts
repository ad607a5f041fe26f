import { getEntity, loadEntities } from '../../db/entity-store';
import { NotFoundError } from '../../errors';
import type { Locale } from '../../i18n';
import type { StaffCaller } from '../callers/callers';
import { EMPLOYEE_PROFILE } from '../hr/employee-profiles';
import { inHrScope } from '../hr/hr-scope';
import { ATTENDANCE, type AttendanceEntity } from './attendance';

/** Records as the API answers them: the stored fields, the employee's name and HR's edits. */
export async function attendanceRows(records: AttendanceEntity[], locale: Locale) {
  const profiles = await loadEntities(
    [...new Set(records.map((record) => record.employee_id))].map((id) => ({ type: EMPLOYEE_PROFILE, id })),
  );
  return records.map((record) => {
    const profile = profiles.get(EMPLOYEE_PROFILE, record.employee_id);
    return {
      id: record.id,
      employee: {
        id: record.employee_id,
        name: profile ? (locale === 'ar' ? profile.name_ar : profile.name_en) : '',
      },
      department_id: record.department_id,
      work_date: record.work_date,
      shift_id: record.shift_id,
      work_site_id: record.work_site_id,
      check_in_at: record.check_in_at,
      check_out_at: record.check_out_at,
      source: record.source,
      check_in_lat: record.check_in_lat,
      check_in_lng: record.check_in_lng,
      check_in_accuracy_m: record.check_in_accuracy_m ?? null,
      check_out_lat: record.check_out_lat,
      check_out_lng: record.check_out_lng,
      worked_min: record.worked_min,
      late_min: record.late_min,
      early_leave_min: record.early_leave_min,
      overtime_min: record.overtime_min,
      status: record.status,
      edited_by_id: record.edited_by_id,
      edit_reason: record.edit_reason,
      edits: record.edits ?? [],
      created_at: record.created_at,
      updated_at: record.updated_at,
    };
  });
}

export async function attendanceRecord(record: AttendanceEntity, locale: Locale) {
  const [row] = await attendanceRows([record], locale);
  return row as NonNullable<typeof row>;
}

/** A live record in the caller's `hr` row scope (their own, a report's, any for HR), else 404. */
export async function scopedAttendance(caller: StaffCaller, id: number): Promise<AttendanceEntity> {
  const record = await getEntity(ATTENDANCE, id, 'Attendance');
  if (!inHrScope(caller, record)) throw new NotFoundError('Attendance');
  return record;
}

/** GET /hr/attendance/{id}: the caller's own record, or one of their reports' (HR: any). */
export async function showAttendance(caller: StaffCaller, id: number, locale: Locale) {
  return attendanceRecord(await scopedAttendance(caller, id), locale);
}
