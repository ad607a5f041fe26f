import { findEntity } from '../../db/entity-store';
import type { Locale } from '../../i18n';
import { riyadhDate } from '../hr/hr-calendar';
import { ATTENDANCE } from './attendance';
import { dayTaken, openAttendanceId } from './attendance-guards';
import { shiftTimes, workedSoFar } from './attendance-minutes';
import { attendanceRecord } from './attendance-views';
import { employeeDay, employeeProfile } from './employee-day';

const named = (record: { name_ar: string; name_en: string }, locale: Locale) =>
  locale === 'ar' ? record.name_ar : record.name_en;

/**
 * GET /hr/attendance/today, and the home card's `attendance`: the employee's shift today (Ramadan's
 * times when they apply), work site and radius, today's record (or the open one from yesterday),
 * minutes worked so far, and whether a check-in or a check-out is possible now. Four key reads: the
 * profile, the open guard, today's day marker and the record. 404 without an employee profile.
 */
export async function todayAttendance(employeeId: number, locale: Locale, now = new Date()) {
  const profile = await employeeProfile(employeeId);
  const today = riyadhDate(now);
  const [day, openId, todayId] = await Promise.all([
    employeeDay(profile, today),
    openAttendanceId(employeeId),
    dayTaken(employeeId, today),
  ]);
  const recordId = openId ?? todayId;
  const record = recordId === undefined ? undefined : await findEntity(ATTENDANCE, recordId);
  const times = shiftTimes(day.shift, day.ramadan);
  const open = record?.status === 'open' && record.check_in_at ? record : undefined;
  return {
    date: today,
    day_kind: day.kind,
    ramadan_hours: day.ramadan,
    shift: {
      id: day.shiftEntity?.id ?? null,
      name: named(day.shift, locale),
      start: times.start,
      end: times.end,
      grace_late_min: day.shift.grace_late_min,
      grace_early_min: day.shift.grace_early_min,
    },
    work_site: day.site
      ? {
          id: day.site.id,
          name: named(day.site, locale),
          lat: day.site.lat,
          lng: day.site.lng,
          radius_m: day.site.radius_m,
        }
      : null,
    attendance: record ? await attendanceRecord(record, locale) : null,
    check_in_at: record?.check_in_at ?? null,
    check_out_at: record?.check_out_at ?? null,
    worked_min: open?.check_in_at ? workedSoFar(new Date(open.check_in_at), now) : (record?.worked_min ?? 0),
    can_check_in: profile.employment_status === 'active' && openId === undefined && todayId === undefined,
    can_check_out: open !== undefined,
  };
}
