import { transact } from '../../shared/db/transactions';
import type { EmployeeProfile } from '../../shared/domain/hr/employee-profiles';
import { addDays, dayKind, riyadhDate, weekdayOf } from '../../shared/domain/hr/hr-calendar';
import { DEFAULT_HOLIDAY_CALENDARS, leaveTypeId } from '../../shared/domain/hr/hr-reference';
import { ledgerMove } from '../../shared/domain/leave/leave-ledger';
import { setLineManager } from '../../shared/domain/users/line-manager';
import { crmStaff, freshDepartment } from './crm-staff';
import { profileFor } from './employee-fixtures';

/** A profile of the test's own for a staff member, in a department, hired 2018 (over five years). */
export const leaveProfile = (userId: number, departmentId: number, fields: Partial<EmployeeProfile> = {}) =>
  profileFor(userId, { department_id: departmentId, hire_date: '2018-02-01', ...fields });

/** Annual leave allocated to an employee through the ledger. */
export async function allocateAnnual(employeeId: number, days: number) {
  await transact(
    await ledgerMove(
      {
        employee_id: employeeId,
        department_id: null,
        leave_type_id: leaveTypeId('annual'),
        kind: 'allocation',
        days,
        from_date: null,
        to_date: null,
        pay_pct: null,
        source_type: 'test',
        source_id: null,
      },
      new Date().toISOString(),
    ),
    () => new Error('allocation refused'),
  );
}

/** An employee with a profile and `annual` days, reporting to a manager of their own (a reviewer). */
export async function leaveTeam(annual = 10, fields: Partial<EmployeeProfile> = {}) {
  const department = freshDepartment();
  const manager = await crmStaff(['sales_manager'], { row_scope: 'own', department_id: department });
  const employee = await crmStaff(['employee'], { row_scope: 'own', department_id: department });
  const outsider = await crmStaff(['employee'], { row_scope: 'own', department_id: department });
  await setLineManager(employee.id, manager.id);
  for (const member of [manager, employee, outsider])
    await leaveProfile(member.id, department, member === employee ? fields : {});
  if (annual > 0) await allocateAnnual(employee.id, annual);
  return { department, manager, employee, outsider };
}

const calendars = new Map(DEFAULT_HOLIDAY_CALENDARS.map((calendar) => [calendar.year, calendar]));

/** `count` working days (Sunday–Thursday, no holiday) from the first Sunday at least `ahead` days away. */
export function workingDays(count: number, ahead = 30): string[] {
  let day = addDays(riyadhDate(new Date()), ahead);
  while (weekdayOf(day) !== 0) day = addDays(day, 1);
  const out: string[] = [];
  while (out.length < count) {
    if (dayKind(day, calendars) === 'working') out.push(day);
    day = addDays(day, 1);
  }
  return out;
}

/** A small PDF-like file for leave types that need an attachment. */
export const certificateBlob = () =>
  new Blob([Buffer.from('%PDF-1.4 test certificate')], { type: 'application/pdf' });
