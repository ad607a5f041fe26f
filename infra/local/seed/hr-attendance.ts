import { findEntity, softDeleteEntity } from '../../../shared/db/entity-store';
import { ATTENDANCE } from '../../../shared/domain/attendance/attendance';
import {
  dayTaken,
  freeDay,
  openAttendanceId,
  releaseOpenGuard,
} from '../../../shared/domain/attendance/attendance-guards';
import { shiftWindow } from '../../../shared/domain/attendance/attendance-minutes';
import { writeCheckIn } from '../../../shared/domain/attendance/check-in-out';
import { employeeDay, employeeProfile } from '../../../shared/domain/attendance/employee-day';
import { type EntryValues, entryValues, writeDay } from '../../../shared/domain/attendance/hr-attendance';
import type { EmployeeProfileEntity } from '../../../shared/domain/hr/employee-profiles';
import { addDays, riyadhDate } from '../../../shared/domain/hr/hr-calendar';
import { DEFAULT_WORK_SITES } from '../../../shared/domain/hr/hr-reference';
import { findByEmailOrPhone, USER } from '../../../shared/domain/users/users';
import { demoCredentials } from '../demo-credentials';
import type { SeededHr } from './hr';

/** The demo users with 30 days of attendance: the employee, a sales agent, HR's officer and the demo staff user. */
const WITH_ATTENDANCE = ['employee', 'sales_agent', 'hr_officer', 'demo_staff'];
const DAYS = 30;

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * The entry of a past day: a rest day or holiday as such; on working days the employee has, in
 * order back from yesterday, a missing check-out, a late day, a half day and an absence; every
 * other working day starts within grace and ends at or a little after the shift's end.
 */
function demoEntry(role: string, working: number, shiftStart: number, shiftEnd: number) {
  if (role === 'employee') {
    if (working === 2) return { missing: hhmm(shiftStart + 2) };
    if (working === 4) return { check_in_time: hhmm(shiftStart + 42), check_out_time: hhmm(shiftEnd) };
    if (working === 6) return { check_in_time: hhmm(shiftStart), check_out_time: hhmm(shiftStart + 180) };
    if (working === 9) return { status: 'absent' as const };
  }
  const early = (working * 7) % 12;
  const late = (working * 11) % 40;
  return { check_in_time: hhmm(shiftStart - early), check_out_time: hhmm(shiftEnd + late) };
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

async function seedEmployee(role: string, profile: EmployeeProfileEntity, today: string) {
  let working = 0;
  for (let back = 1; back <= DAYS; back++) {
    const day = await employeeDay(profile, addDays(today, -back));
    if (day.kind !== 'working') {
      await writeDay(day, entryValues(day, { status: day.kind }), seedMeta);
      continue;
    }
    working += 1;
    const window = shiftWindow(day.day, day.shift, day.ramadan);
    const start = minutesOf(riyadhTime(window.start));
    const entry = demoEntry(
      role,
      working,
      start,
      start + Math.round((window.end.getTime() - window.start.getTime()) / 60_000),
    );
    if ('missing' in entry) {
      const values = entryValues(day, { check_in_time: entry.missing, check_out_time: hhmm(start + 3) });
      const missing: EntryValues = {
        ...values,
        check_out_at: null,
        worked_min: 0,
        late_min: 0,
        early_leave_min: 0,
        overtime_min: 0,
        status: 'missing_check_out',
      };
      await writeDay(day, missing, { ...seedMeta, source: 'mobile' });
      continue;
    }
    await writeDay(day, entryValues(day, entry), { ...seedMeta, source: 'mobile' });
  }
}

const riyadhTime = (at: Date) => new Date(at.getTime() + 3 * 3_600_000).toISOString().slice(11, 16);
const seedMeta = { source: 'system' as const, edited_by_id: null, edit_reason: null, edits: [] };

/**
 * Demo attendance (STAFF-DOMAIN-2 2.6): the 30 days before today for a few demo users, weekends
 * and holidays included, the employee's with a late day, a half day, an absence and a missing
 * check-out. Today stays empty for every demo user, so anyone signing in can check in by hand
 * at the head office (24.6905, 46.6855, 150 m).
 */
export async function seedHrAttendance(profiles: SeededHr): Promise<void> {
  const today = riyadhDate(new Date());
  for (const role of WITH_ATTENDANCE) {
    const profile = profiles[role];
    if (profile) await seedEmployee(role, profile, today);
  }
}

/** The demo staff user (the examples' caller). */
async function demoStaffId(): Promise<number> {
  const user = await findByEmailOrPhone(USER, demoCredentials().staffEmail);
  if (!user) throw new Error('no demo staff user');
  return user.id;
}

/** The demo staff user's today made empty again: today's record deleted, the open guard given back. */
export async function freshAttendanceDay(): Promise<{ id: number }> {
  const employeeId = await demoStaffId();
  const today = riyadhDate(new Date());
  for (const id of new Set([await openAttendanceId(employeeId), await dayTaken(employeeId, today)])) {
    if (id === undefined) continue;
    const record = await findEntity(ATTENDANCE, id);
    if (!record) continue;
    await softDeleteEntity(ATTENDANCE, record, {
      recordName: 'Attendance',
      also: [
        freeDay(employeeId, record.work_date, id),
        ...(record.status === 'open' ? [releaseOpenGuard(employeeId, id)] : []),
      ],
    });
  }
  return { id: employeeId };
}

/** The demo staff user checked in now at the head office (for the check-out example). */
export async function checkedInAttendance(): Promise<{ id: number }> {
  const { id: employeeId } = await freshAttendanceDay();
  const site = DEFAULT_WORK_SITES[0] as (typeof DEFAULT_WORK_SITES)[number];
  const record = await writeCheckIn(
    employeeId,
    { lat: site.lat, lng: site.lng, accuracy_m: 8 },
    undefined,
    new Date(),
  );
  return { id: record.id };
}

/** A seeded record of the demo staff user (the show example). */
export async function seededAttendance(): Promise<{ id: number }> {
  const employeeId = await demoStaffId();
  const today = riyadhDate(new Date());
  for (let back = 1; back <= DAYS; back++) {
    const id = await dayTaken(employeeId, addDays(today, -back));
    if (id !== undefined) return { id };
  }
  throw new Error('no seeded attendance of the demo staff user');
}

/** A free past day of the demo employee (2024, a random working day), for HR's manual store. */
export async function freeAttendanceDay(): Promise<{ id: number; employee_id: number; work_date: string }> {
  const user = await findByEmailOrPhone(USER, 'demo.employee@example.com');
  if (!user) throw new Error('no demo employee');
  for (;;) {
    const day = addDays('2024-01-07', Math.floor(Math.random() * 5) + 7 * Math.floor(Math.random() * 50));
    if ((await dayTaken(user.id, day)) === undefined)
      return { id: user.id, employee_id: user.id, work_date: day };
  }
}

/** A manual record of the demo employee on a free past day (HR's update and delete examples). */
export async function manualAttendance(): Promise<{ id: number }> {
  const { employee_id, work_date } = await freeAttendanceDay();
  const day = await employeeDay(await employeeProfile(employee_id), work_date);
  const record = await writeDay(day, entryValues(day, { check_in_time: '08:05', check_out_time: '16:10' }), {
    source: 'manual',
    edited_by_id: null,
    edit_reason: 'Badge reader down',
    edits: [],
  });
  return { id: record.id };
}
