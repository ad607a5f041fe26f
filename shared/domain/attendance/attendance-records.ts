import { listPage } from '../../db/entity-store';
import { type Locale, type MessageKey, translate } from '../../i18n';
import type { StaffCaller } from '../callers/callers';
import { daysBetween, riyadhDate } from '../hr/hr-calendar';
import { ATTENDANCE, ATTENDANCE_STATUSES, type AttendanceEntity } from './attendance';
import { attendanceRows } from './attendance-views';

/** The first and last day of a `YYYY-MM` month. */
export function monthDays(month: string): { from: string; to: string } {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, number, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}

/** The records of a range of days, in work-day order: one per day at most, so a month is one page of 31. */
export async function recordsOfDays(
  filters: Record<string, number | string | readonly number[] | undefined>,
  from: string,
  to: string,
  page = 1,
  perPage = 31,
) {
  return listPage(ATTENDANCE, page, perPage, {
    filters,
    range: { attribute: 'work_date', from, to },
  });
}

/** A month's totals: days by status, leave days and minutes worked. */
export function monthTotals(records: AttendanceEntity[]) {
  const count = (...statuses: string[]) =>
    records.filter((record) => statuses.includes(record.status)).length;
  return {
    present: count('present', 'late'),
    late: count('late'),
    absent: count('absent'),
    half_days: count('half_day'),
    leave_days: count('on_leave'),
    missing_check_outs: count('missing_check_out'),
    worked_min: records.reduce((sum, record) => sum + record.worked_min, 0),
    late_min: records.reduce((sum, record) => sum + record.late_min, 0),
    overtime_min: records.reduce((sum, record) => sum + record.overtime_min, 0),
  };
}

/**
 * GET /hr/attendance/records: the caller's own records of a month (`YYYY-MM`, default this Riyadh
 * month) in day order, with its totals (of the whole month; `status` narrows the days shown). A month holds at most 31 records (one a day), so it is
 * answered whole: the month is the page.
 */
export async function myAttendanceRecords(
  caller: StaffCaller,
  query: { month?: string | undefined; status?: string | undefined },
  locale: Locale,
) {
  const { month, status } = query;
  const asked = month ?? riyadhDate(new Date()).slice(0, 7);
  const { from, to } = monthDays(asked);
  const { items } = await recordsOfDays(
    { employee_id: caller.id },
    from,
    to,
    1,
    daysBetween(from, to).length,
  );
  const shown = status ? items.filter((record) => record.status === status) : items;
  return { month: asked, from, to, totals: monthTotals(items), items: await attendanceRows(shown, locale) };
}

/** GET /hr/attendance/records/filters: the month and the statuses. */
export function attendanceRecordFilters(locale: Locale) {
  const label = (key: string) => translate(locale, `attendance.filter.${key}` as MessageKey);
  return {
    filters: [
      { key: 'month', label: label('month'), type: 'text' as const, options: [] },
      {
        key: 'status',
        label: label('status'),
        type: 'select' as const,
        options: ATTENDANCE_STATUSES.map((status) => ({
          value: status,
          label: translate(locale, `attendance.status.${status}` as MessageKey),
        })),
      },
    ],
  };
}
