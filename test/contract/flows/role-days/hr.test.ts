import { describe, expect, it } from 'vitest';
import { addDays, dayKind, riyadhDate } from '../../../../shared/domain/hr/hr-calendar';
import { DEFAULT_HOLIDAY_CALENDARS } from '../../../../shared/domain/hr/hr-reference';
import { systemUserUrl } from '../../../support/http';
import { workingDays } from '../../../support/leave-fixtures';
import { useOwnStack } from '../../../support/own-stack';
import { downloadPdf, pdfText } from '../../../support/pdf-text';
import { roleDay, type SignedIn, usePrintsInProcess } from '../../../support/role-day';

// On a copy of the demo data (useOwnStack): the day's check-ins, leave, loans and letters are the
// demo members' own, and the HR counts other files read would see them.
const stack = useOwnStack();
const day = roleDay(stack.call);
usePrintsInProcess();
const hr = `${systemUserUrl}/hr`;
const HEAD_OFFICE = { lat: '24.6905', lng: '46.6855', accuracy_m: '12' };
const calendars = new Map(DEFAULT_HOLIDAY_CALENDARS.map((calendar) => [calendar.year, calendar]));

/** A working day `back` days or more before today, after the seeded 30 days of attendance. */
function pastWorkingDay(back: number): string {
  let candidate = addDays(riyadhDate(new Date()), -back);
  while (dayKind(candidate, calendars) !== 'working') candidate = addDays(candidate, -1);
  return candidate;
}

/** The pending approval of a subject, as its reviewer's inbox lists it. */
async function inboxEntry(reviewer: SignedIn, type: string, id: number) {
  const page = await stack.call(`${systemUserUrl}/acceptances?tab=to_me&per_page=100`, {
    headers: reviewer.headers,
  });
  expect(page.status).toBe(200);
  return page.body.response.data.find(
    (row: { approvable_type: string; approvable_id: number }) =>
      row.approvable_type === type && row.approvable_id === id,
  );
}

const accept = (reviewer: SignedIn, acceptanceId: number) =>
  day.ok(`${systemUserUrl}/acceptances/${acceptanceId}/accept`, { headers: reviewer.headers, form: {} });

describe('the HR working days over HTTP', () => {
  it("the employee's day: checks in inside the site (refused outside), checks out, asks leave within and beyond the balance, a loan and a salary certificate", async () => {
    const employee = await day.signInAs('employee');
    const card = await day.ok(`${systemUserUrl}/home/card`, { headers: employee.headers });
    expect(card.attendance).toMatchObject({ can_check_in: true });

    // Outside the head office's 150 m: refused with the distance and the radius.
    const outside = await stack.call(`${hr}/attendance/check-in`, {
      headers: employee.headers,
      form: { lat: '24.7005', lng: '46.6855', accuracy_m: '10' },
    });
    expect(outside.status).toBe(422);
    expect(JSON.stringify(outside.body)).toContain('150');
    const checkedIn = await day.ok(
      `${hr}/attendance/check-in`,
      {
        headers: { ...employee.headers, 'Idempotency-Key': `in-${employee.id}-${Date.now()}` },
        form: HEAD_OFFICE,
      },
      201,
    );
    const today = await day.ok(`${hr}/attendance/today`, { headers: employee.headers });
    expect(today).toMatchObject({ can_check_in: false, can_check_out: true });
    await day.ok(`${hr}/attendance/check-out`, {
      headers: { ...employee.headers, 'Idempotency-Key': `out-${employee.id}-${Date.now()}` },
      form: HEAD_OFFICE,
    });
    const month = riyadhDate(new Date()).slice(0, 7);
    const records = await day.ok(`${hr}/attendance/records?month=${month}`, { headers: employee.headers });
    expect(JSON.stringify(records)).toContain(String(checkedIn.id));

    // Leave: 40 working days is beyond the balance; two days within it wait for her manager.
    const [from, , , , , , , , , , , , , , , , , , , , , , , , , , , , , , , , , , , , , , , to] =
      workingDays(40, 60);
    const beyond = await stack.call(`${hr}/leave-requests`, {
      headers: employee.headers,
      form: {
        leave_type_id: '1',
        from_date: from as string,
        to_date: to as string,
        reason: 'A long journey',
      },
    });
    expect(beyond.status).toBe(422);
    const [first, second] = workingDays(2, 20);
    const leave = await day.ok(
      `${hr}/leave-requests`,
      {
        headers: employee.headers,
        form: {
          leave_type_id: '1',
          from_date: first as string,
          to_date: second as string,
          reason: 'Family visit',
        },
      },
      201,
    );
    expect(leave).toMatchObject({ status: 'pending_acceptance', days: 2 });

    // A loan within 10 % of her wage, and a salary certificate for her bank.
    const limits = await day.ok(`${hr}/payroll-loans/create-update-data`, { headers: employee.headers });
    expect(limits.has_open_loan).toBe(false);
    const nextMonth = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 7);
    const loan = await day.ok(
      `${hr}/payroll-loans`,
      {
        headers: employee.headers,
        form: { amount: '3000', installments_count: '6', start_month: nextMonth, reason: 'School fees' },
      },
      201,
    );
    expect(loan).toMatchObject({ status: 'pending_acceptance', monthly_installment: 500 });
    const letter = await day.ok(
      `${hr}/self-service`,
      {
        headers: employee.headers,
        form: { type: 'salary_certificate', addressee: 'Riyad Bank', language: 'ar', purpose: 'Mortgage' },
      },
      201,
    );
    expect(letter.status).toBe('pending_acceptance');
    const profile = await day.ok(`${hr}/employee-profiles/me`, { headers: employee.headers });
    expect(profile.pay).not.toBeNull();
    const annual = profile.leave_balances.find((balance: { code: string }) => balance.code === 'annual');
    expect(annual.reserved_days).toBeGreaterThanOrEqual(2);
  });

  it("the line manager's day: the team's attendance and profiles (masked), a report's overtime approved, a report's leave accepted", async () => {
    const manager = await day.signInAs('sales_manager');
    const agent = await day.signInAs('sales_agent');
    const attendance = await day.ok(`${hr}/attendances?employee_id=${agent.id}`, {
      headers: manager.headers,
    });
    expect(Array.isArray(attendance)).toBe(false);
    const profile = await day.ok(`${hr}/employee-profiles/${agent.id}`, { headers: manager.headers });
    expect(profile).toMatchObject({ pay: null, iban_masked: true });

    const overtime = await day.ok(
      `${hr}/overtime-requests`,
      {
        headers: agent.headers,
        form: {
          work_date: pastWorkingDay(45),
          from_time: '16:00',
          to_time: '18:00',
          compensation: 'pay',
          reason: 'Handover of tower B',
        },
      },
      201,
    );
    const team = await stack.call(`${hr}/overtime-requests?scope=team`, { headers: manager.headers });
    expect(team.body.response.data.map((row: { id: number }) => row.id)).toContain(overtime.id);
    const approved = await day.ok(`${hr}/overtime-requests/${overtime.id}/approve`, {
      headers: manager.headers,
      form: { approved_min: '90' },
    });
    expect(approved).toMatchObject({ status: 'approved', approved_min: 90 });
    expect(approved.amount).toBeGreaterThan(0);

    const [leaveDay] = workingDays(1, 90);
    const leave = await day.ok(
      `${hr}/leave-requests`,
      {
        headers: agent.headers,
        form: {
          leave_type_id: '1',
          from_date: leaveDay as string,
          to_date: leaveDay as string,
          reason: 'Errand',
        },
      },
      201,
    );
    const entry = await inboxEntry(manager, 'leave_request', leave.id);
    expect(entry?.id).toBe(leave.acceptance_id);
    await accept(manager, leave.acceptance_id);
    const mine = await stack.call(`${hr}/leave-requests`, { headers: agent.headers });
    expect(mine.body.response.data.find((row: { id: number }) => row.id === leave.id)?.status).toBe(
      'approved',
    );
  });

  it("the HR officer's day: every profile (masked pay), a manual attendance record fixed with a reason, the salary certificate issued and read", async () => {
    const officer = await day.signInAs('hr_officer');
    const employee = await day.signInAs('employee');
    const profiles = await stack.call(`${hr}/employee-profiles?per_page=50`, { headers: officer.headers });
    expect(profiles.body.response.meta.total).toBeGreaterThan(10);
    const shown = await day.ok(`${hr}/employee-profiles/${employee.id}`, { headers: officer.headers });
    expect(shown).toMatchObject({ pay: null, iban_masked: true });

    const record = await day.ok(
      `${hr}/attendances`,
      {
        headers: officer.headers,
        form: {
          employee_id: String(employee.id),
          work_date: pastWorkingDay(50),
          check_in_time: '08:40',
          check_out_time: '16:00',
          reason: 'The device was down; the guard confirms',
        },
      },
      201,
    );
    expect(record.status).toBe('late');
    const fixed = await day.ok(`${hr}/attendances/${record.id}/update`, {
      headers: officer.headers,
      form: { check_in_time: '08:05', check_out_time: '16:00', reason: 'The guard corrected the time' },
    });
    expect(fixed.status).toBe('present');

    const letter = await day.ok(
      `${hr}/self-service`,
      {
        headers: employee.headers,
        form: {
          type: 'salary_transfer_letter',
          addressee: 'Alinma Bank',
          language: 'en',
          purpose: 'Salary transfer',
        },
      },
      201,
    );
    await accept(officer, letter.acceptance_id);
    const download = await day.ok(`${hr}/self-service/${letter.id}/download`, { headers: employee.headers });
    const text = pdfText(await downloadPdf(download.url));
    expect(text).toContain('Alinma Bank');
    expect(text).toContain('Amal Al-Juhani');
  });

  it("the HR manager's day: a report's loan approved through finance, disbursed and its first installment repaid; pay in clear", async () => {
    const employee = await day.signInAs('employee');
    const hrManager = await day.signInAs('hr_manager');
    const finance = await day.signInAs('finance_manager');
    const profile = await day.ok(`${hr}/employee-profiles/${employee.id}`, { headers: hrManager.headers });
    expect(profile.pay).not.toBeNull();
    expect(profile.iban_masked).toBe(false);

    const limits = await day.ok(`${hr}/payroll-loans/create-update-data`, { headers: employee.headers });
    const nextMonth = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 7);
    const loan = limits.has_open_loan
      ? (await stack.call(`${hr}/payroll-loans?status=pending_acceptance`, { headers: employee.headers }))
          .body.response.data[0]
      : await day.ok(
          `${hr}/payroll-loans`,
          {
            headers: employee.headers,
            form: { amount: '1200', installments_count: '4', start_month: nextMonth, reason: 'Car repair' },
          },
          201,
        );
    // Her line manager, then HR's manager (the same member: decided again or passed), then finance.
    let current = await day.ok(`${hr}/payroll-loans/${loan.id}/approve`, {
      headers: hrManager.headers,
      form: {},
    });
    if (current.status === 'pending_acceptance') {
      const again = await stack.call(`${hr}/payroll-loans/${loan.id}/approve`, {
        headers: hrManager.headers,
        form: {},
      });
      if (again.status === 200) current = again.body.data;
    }
    current = await day.ok(`${hr}/payroll-loans/${loan.id}/approve`, { headers: finance.headers, form: {} });
    expect(current.status).toBe('approved');
    const disbursed = await day.ok(`${hr}/payroll-loans/${loan.id}/disburse`, {
      headers: { ...finance.headers, 'Idempotency-Key': `disburse-${loan.id}` },
      form: { method: 'bank_transfer', reference: `TRX-${loan.id}`, date: riyadhDate(new Date()) },
    });
    expect(disbursed.status).toBe('disbursed');
    const installment = disbursed.schedule[0].amount as number;
    const repaid = await day.ok(`${hr}/payroll-loans/${loan.id}/repay`, {
      headers: { ...hrManager.headers, 'Idempotency-Key': `repay-${loan.id}` },
      form: {
        amount: String(installment),
        method: 'payroll',
        reference: 'PAYROLL',
        date: riyadhDate(new Date()),
      },
    });
    expect(repaid.outstanding).toBeCloseTo(disbursed.outstanding - installment, 2);
  });
});
