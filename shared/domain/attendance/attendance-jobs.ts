import { findEntity, listPage, prepareUpdate } from '../../db/entity-store';
import { when } from '../../db/expressions';
import { GuardFailed, transaction } from '../../db/transaction-builder';
import { ConflictError } from '../../errors';
import { EMPLOYEE_PROFILE } from '../hr/employee-profiles';
import { addDays, calendarsFor, isRamadan, riyadhDate } from '../hr/hr-calendar';
import { DEFAULT_SHIFTS, SHIFT, type Shift } from '../hr/hr-reference';
import { approvedLeaveOn } from '../leave-requests/approved-leave';
import { ATTENDANCE, type AttendanceEntity } from './attendance';
import { dayTaken, moveDayTimes, releaseOpenGuard } from './attendance-guards';
import { shiftWindow } from './attendance-minutes';
import { employeeDay } from './employee-day';
import { writeDay } from './hr-attendance';

/** An open record is a missing check-out this long after its shift's end. */
export const MISSING_CHECK_OUT_AFTER_HOURS = 6;
const HOUR_MS = 3_600_000;
const PAGE = 100;

const lostRace = (error: unknown) => error instanceof ConflictError || error instanceof GuardFailed;

/**
 * Job `attendance-missing-check-outs` (every 15 minutes): every open record whose shift ended more
 * than 6 hours before `now` becomes `missing_check_out`: no worked time until HR fixes it, the open
 * guard given back (the employee can check in the next day), the day marker's check-out set to its
 * check-in (a zero-length day, so HR's record of the next day is not refused as an overlap).
 * Reads the `status = open` list (one record per employee at most). Answers the records marked.
 */
export async function markMissingCheckOuts(now: Date): Promise<number[]> {
  const marked: number[] = [];
  const shifts = new Map<number, Shift | undefined>();
  const shiftOf = async (id: number | null) => {
    if (id === null) return DEFAULT_SHIFTS[0] as Shift;
    if (!shifts.has(id)) shifts.set(id, await findEntity(SHIFT, id));
    return shifts.get(id) ?? (DEFAULT_SHIFTS[0] as Shift);
  };
  // Read the whole list first (one open record per employee at most), then mark: marking moves
  // records out of the list, which would shift its pages under a paging loop.
  const open: AttendanceEntity[] = [];
  for (let page = 1; ; page++) {
    const { items, total } = await listPage(ATTENDANCE, page, PAGE, { filters: { status: 'open' } });
    open.push(...items);
    if (page * PAGE >= total) break;
  }
  for (const record of open) {
    const calendars = await calendarsFor(record.work_date, record.work_date);
    const profile = await findEntity(EMPLOYEE_PROFILE, record.employee_id);
    const ramadan = Boolean(profile?.ramadan_reduced_hours) && isRamadan(record.work_date, calendars);
    const { end } = shiftWindow(record.work_date, await shiftOf(record.shift_id), ramadan);
    if (now.getTime() <= end.getTime() + MISSING_CHECK_OUT_AFTER_HOURS * HOUR_MS) continue;
    try {
      await markMissing(record);
      marked.push(record.id);
    } catch (error) {
      // Checked out (or fixed by HR) meanwhile: nothing to mark.
      if (!lostRace(error)) throw error;
    }
  }
  return marked;
}

async function markMissing(record: AttendanceEntity) {
  const updated = await prepareUpdate(
    ATTENDANCE,
    record.id,
    { status: 'missing_check_out', worked_min: 0, late_min: 0, early_leave_min: 0, overtime_min: 0 },
    { current: record, recordName: 'Attendance', condition: when.eq('status', 'open') },
  );
  await transaction('attendance-missing-check-out', { budget: 50 })
    .include('attendance', updated)
    .add(releaseOpenGuard(record.employee_id, record.id))
    .add(
      moveDayTimes(record.employee_id, record.work_date, record.id, {
        check_in_at: record.check_in_at,
        check_out_at: record.check_in_at,
      }),
    )
    .commit({ '*': () => new ConflictError() });
}

/**
 * Job `attendance-daily-absences` (01:00 Riyadh): for the day before `now` (Riyadh), every active
 * employee hired by then without a record of that day gets one: `weekend` or `holiday` on those
 * days, `on_leave` on approved leave (`approvedLeaveOn`), else `absent`. The day marker keeps it to
 * one record a day: a check-in or HR record racing it wins, and a second run writes nothing.
 * Reads the active profiles page by page (a job, not a request). Answers the records written.
 */
export async function markDailyAbsences(now: Date): Promise<number[]> {
  const day = addDays(riyadhDate(now), -1);
  const written: number[] = [];
  for (let page = 1; ; page++) {
    const { items, total } = await listPage(EMPLOYEE_PROFILE, page, PAGE, {
      filters: { employment_status: 'active' },
    });
    for (const profile of items) {
      if (profile.hire_date > day || (await dayTaken(profile.user_id, day)) !== undefined) continue;
      const context = await employeeDay(profile, day);
      const status =
        context.kind !== 'working'
          ? context.kind
          : (await approvedLeaveOn(profile.user_id, day))
            ? 'on_leave'
            : 'absent';
      try {
        const record = await writeDay(
          context,
          {
            check_in_at: null,
            check_out_at: null,
            worked_min: 0,
            late_min: 0,
            early_leave_min: 0,
            overtime_min: 0,
            status,
          },
          { source: 'system', edited_by_id: null, edit_reason: null, edits: [] },
        );
        written.push(record.id);
      } catch (error) {
        if (!lostRace(error)) throw error;
      }
    }
    if (page * PAGE >= total) return written;
  }
}
