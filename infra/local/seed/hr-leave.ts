import { abilitiesFor } from '../../../shared/auth/abilities';
import { findEntity } from '../../../shared/db/entity-store';
import { transact } from '../../../shared/db/transactions';
import { decideAcceptance } from '../../../shared/domain/acceptances/decisions';
import { readStaffCaller } from '../../../shared/domain/callers/staff-caller';
import type { EmployeeProfileEntity } from '../../../shared/domain/hr/employee-profiles';
import { addDays, calendarsFor, dayKind, riyadhDate, weekdayOf } from '../../../shared/domain/hr/hr-calendar';
import { leaveTypeId } from '../../../shared/domain/hr/hr-reference';
import { leaveBalance, ledgerMove } from '../../../shared/domain/leave/leave-ledger';
import { accrueMonth } from '../../../shared/domain/leave-requests/leave-accrual';
import { dayHeld } from '../../../shared/domain/leave-requests/leave-holds';
import {
  type LeaveRequestInput,
  storeLeaveRequest,
} from '../../../shared/domain/leave-requests/leave-request-writes';
import { findByUnique, USER } from '../../../shared/domain/users/users';
import { demoCredentials } from '../demo-credentials';

/** The least annual leave the demo employee has, whatever the month the seed runs in. */
const DEMO_EMPLOYEE_FLOOR = 15;

/** Every month of this Riyadh year up to the current one (`YYYY-MM`). */
function monthsThisYear(today: string): string[] {
  const year = today.slice(0, 4);
  return Array.from(
    { length: Number(today.slice(5, 7)) },
    (_, index) => `${year}-${String(index + 1).padStart(2, '0')}`,
  );
}

/** The first Sunday at least `days` days after today (a working week ahead). */
function sundayAfter(today: string, days: number): string {
  let day = addDays(today, days);
  while (weekdayOf(day) !== 0) day = addDays(day, 1);
  return day;
}

async function callerOf(userId: number) {
  const user = await findEntity(USER, userId);
  return readStaffCaller(userId, { abilities: abilitiesFor(user?.roles ?? []) });
}

async function ask(
  userId: number,
  input: Partial<LeaveRequestInput> & Pick<LeaveRequestInput, 'leave_type_id' | 'from_date' | 'to_date'>,
) {
  return storeLeaveRequest(await callerOf(userId), {
    half_day: false,
    reason: null,
    attachments: [],
    ...input,
  });
}

async function decide(
  acceptanceId: number | null,
  reviewerId: number,
  decision: 'accept' | 'reject',
  comment: string,
) {
  await decideAcceptance(acceptanceId as number, await callerOf(reviewerId), decision, comment);
}

async function allocate(employeeId: number, departmentId: number | null, days: number, at: string) {
  const items = await ledgerMove(
    {
      employee_id: employeeId,
      department_id: departmentId,
      leave_type_id: leaveTypeId('annual'),
      kind: 'allocation',
      days,
      from_date: `${at.slice(0, 4)}-01-01`,
      to_date: null,
      pay_pct: null,
      source_type: 'seed',
      source_id: null,
    },
    at,
  );
  await transact(items, () => new Error('demo allocation'));
}

/**
 * For the examples (run as the demo staff user): a working day at least 60 days ahead that no leave
 * of theirs holds, with one more annual day allocated so it can be asked for; `pending` also asks
 * for it (a pending leave of their own to rewrite or withdraw).
 */
export async function leaveExampleFixture(pending: boolean) {
  const staff = await findByUnique(USER, 'EMAIL', demoCredentials().staffEmail);
  const userId = staff?.id ?? 1;
  let day = addDays(riyadhDate(new Date()), 60);
  for (;;) {
    const calendars = await calendarsFor(day, day);
    if (dayKind(day, calendars) === 'working' && !(await dayHeld(userId, day))) break;
    day = addDays(day, 1);
  }
  await allocate(userId, staff?.department_id ?? null, 1, new Date().toISOString());
  if (!pending) return { id: 0, from_date: day };
  const leave = await ask(userId, { leave_type_id: leaveTypeId('annual'), from_date: day, to_date: day });
  return { id: leave.id, from_date: day };
}

const certificate = {
  filename: 'medical-certificate.pdf',
  mimetype: 'application/pdf',
  size: 24,
  truncated: false,
  content: Buffer.from('%PDF-1.4 demo certificate'),
};

/**
 * Leave (STAFF-DOMAIN-2 2.6): the annual leave accrued this year for every demo profile (each month
 * since January through the job's own `accrueMonth`, so the job's next run adds only the next
 * month), the demo employee carried forward up to 15 days so a few days can always be asked by hand
 * (40 are always refused); and leave requests: the demo employee's pending one in the HR manager's
 * inbox, the HR officer's approved, the sales agent's rejected, and the technician's 35 sick days
 * (30 at full pay, 5 at 75 %) approved by the project manager and HR.
 */
export async function seedHrLeave(profiles: Record<string, EmployeeProfileEntity>) {
  const today = riyadhDate(new Date());
  const at = new Date().toISOString();
  for (const profile of Object.values(profiles))
    for (const month of monthsThisYear(today))
      if (profile.hire_date <= `${month}-01`) await accrueMonth(profile, month, at);
  const annual = leaveTypeId('annual');
  const employee = profiles.employee;
  if (employee) {
    const { available_days } = await leaveBalance(employee.user_id, annual);
    if (available_days < DEMO_EMPLOYEE_FLOOR)
      await allocate(employee.user_id, employee.department_id, DEMO_EMPLOYEE_FLOOR - available_days, at);
    const from = sundayAfter(today, 14);
    await ask(employee.user_id, {
      leave_type_id: annual,
      from_date: from,
      to_date: addDays(from, 2),
      reason: 'Family visit',
    });
  }
  const officer = profiles.hr_officer;
  if (officer?.manager_user_id) {
    const from = sundayAfter(today, 21);
    const leave = await ask(officer.user_id, {
      leave_type_id: annual,
      from_date: from,
      to_date: addDays(from, 1),
    });
    await decide(leave.acceptance_id, officer.manager_user_id, 'accept', 'Enjoy');
  }
  const agent = profiles.sales_agent;
  if (agent?.manager_user_id) {
    const from = sundayAfter(today, 7);
    const leave = await ask(agent.user_id, {
      leave_type_id: annual,
      from_date: from,
      to_date: addDays(from, 1),
    });
    await decide(
      leave.acceptance_id,
      agent.manager_user_id,
      'reject',
      'The project launch needs the whole team that week',
    );
  }
  const technician = profiles.technician;
  if (technician?.manager_user_id && officer) {
    const leave = await ask(technician.user_id, {
      leave_type_id: leaveTypeId('sick'),
      from_date: addDays(today, -36),
      to_date: addDays(today, -2),
      reason: 'Surgery and recovery',
      attachments: [certificate],
    });
    await decide(leave.acceptance_id, technician.manager_user_id, 'accept', 'Get well');
    await decide(leave.acceptance_id, officer.user_id, 'accept', 'Certificate checked');
  }
}
