import { describe, expect, it } from 'vitest';
import { demoRoleEmail } from '../../../infra/local/seed/people';
import { addDays, riyadhDate } from '../../../shared/domain/hr/hr-calendar';
import { leaveTypeId } from '../../../shared/domain/hr/hr-reference';
import { leaveBalance } from '../../../shared/domain/leave/leave-ledger';
import { approvedLeaveOn } from '../../../shared/domain/leave-requests/approved-leave';
import { LeaveRequest, LeaveRequestFilters, LeaveRequestFormData } from '../../../shared/schemas/records';
import { demoStaff } from '../../support/crm-staff';
import { expectSingle } from '../../support/envelopes';
import { call, keyHeaders, systemUserUrl } from '../../support/http';
import { certificateBlob, leaveTeam, workingDays } from '../../support/leave-fixtures';

const url = `${systemUserUrl}/hr/leave-requests`;
const ANNUAL = String(leaveTypeId('annual'));
const SICK = String(leaveTypeId('sick'));

type Headers = Record<string, string>;

const ask = (headers: Headers, form: Record<string, string | Blob>) =>
  call(url, { method: 'POST', headers, form });

const annualBalance = async (employeeId: number) => leaveBalance(employeeId, leaveTypeId('annual'));

async function accept(acceptanceId: number, headers: Headers) {
  const response = await call(`${systemUserUrl}/acceptances/${acceptanceId}/accept`, {
    method: 'POST',
    headers,
    form: {},
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
}

describe('Hr leave requests', () => {
  it("stores a pending annual leave that reserves its working days and opens the manager's approval", async () => {
    const { employee, manager } = await leaveTeam(10);
    const [from, , to] = workingDays(3, 40);
    const response = await ask(employee.headers, {
      leave_type_id: ANNUAL,
      from_date: from as string,
      to_date: to as string,
      reason: 'Trip',
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const data = expectSingle(response.body, LeaveRequest);
    expect(data).toMatchObject({
      status: 'pending_acceptance',
      days: 3,
      balance_before: 10,
      can_update: true,
      pay_breakdown: [{ pay_pct: 100, days: 3 }],
    });
    expect(await annualBalance(employee.id)).toMatchObject({ available_days: 7, reserved_days: 3 });
    // In the line manager's inbox, with the leave's type, dates and days in the subject.
    const inbox = await call(`${systemUserUrl}/acceptances?tab=to_me`, { headers: manager.headers });
    const entry = inbox.body.response.data.find((row: { id: number }) => row.id === data.acceptance_id);
    expect(entry).toBeDefined();
    const show = await call(`${systemUserUrl}/acceptances/${data.acceptance_id}`, {
      headers: manager.headers,
    });
    expect(show.body.data.subject).toMatchObject({ kind: 'leave_request', id: data.id, show_path: null });
    expect(show.body.data.subject.summary.title).toContain(`${from} to ${to} (3 days)`);
  });

  it('runs the cycle over HTTP: the manager accepts, the balance moves, a leave not started is cancelled with a reversal', async () => {
    const { employee, manager } = await leaveTeam(10);
    const [from, to] = workingDays(2, 50);
    const stored = (
      await ask(employee.headers, { leave_type_id: ANNUAL, from_date: from as string, to_date: to as string })
    ).body.data;
    // The employee cannot decide their own request (four-eyes).
    const own = await call(`${systemUserUrl}/acceptances/${stored.acceptance_id}/accept`, {
      method: 'POST',
      headers: employee.headers,
      form: {},
    });
    expect([403, 404]).toContain(own.status);
    await accept(stored.acceptance_id, manager.headers);
    const me = await call(`${systemUserUrl}/hr/employee-profiles/me`, { headers: employee.headers });
    const annual = me.body.data.leave_balances.find((balance: { code: string }) => balance.code === 'annual');
    expect(annual).toMatchObject({ available_days: 8, reserved_days: 0, taken_days: 2 });
    expect(await approvedLeaveOn(employee.id, from as string)).toBe(true);
    // The approved leave is in the index as approved; the employee cancels it before it starts.
    const list = await call(`${url}?status=approved`, { headers: employee.headers });
    expect(list.body.response.data.map((row: { id: number }) => row.id)).toEqual([stored.id]);
    const cancelled = await call(`${url}/${stored.id}`, { method: 'DELETE', headers: employee.headers });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.data).toMatchObject({ status: 'cancelled' });
    expect(await annualBalance(employee.id)).toMatchObject({
      available_days: 10,
      taken_days: 0,
      ledger_days: 10,
    });
    expect(await approvedLeaveOn(employee.id, from as string)).toBe(false);
    // Closed: a second delete is a 409.
    expect((await call(`${url}/${stored.id}`, { method: 'DELETE', headers: employee.headers })).status).toBe(
      409,
    );
  });

  it('withdraws a pending leave: its approval cancelled and its days released', async () => {
    const { employee, manager } = await leaveTeam(5);
    const [from] = workingDays(1, 60);
    const stored = (
      await ask(employee.headers, {
        leave_type_id: ANNUAL,
        from_date: from as string,
        to_date: from as string,
      })
    ).body.data;
    const withdrawn = await call(`${url}/${stored.id}`, { method: 'DELETE', headers: employee.headers });
    expect(withdrawn.status, JSON.stringify(withdrawn.body)).toBe(200);
    expect(withdrawn.body.data.status).toBe('withdrawn');
    expect(await annualBalance(employee.id)).toMatchObject({ available_days: 5, reserved_days: 0 });
    const approval = await call(`${systemUserUrl}/acceptances/${stored.acceptance_id}`, {
      headers: manager.headers,
    });
    expect(approval.body.data.status).toBe('cancelled');
    // The day is free again.
    expect(
      (
        await ask(employee.headers, {
          leave_type_id: ANNUAL,
          from_date: from as string,
          to_date: from as string,
        })
      ).status,
    ).toBe(201);
  });

  it('answers 409 for cancelling an approved leave that has started', async () => {
    const { employee, manager } = await leaveTeam(0);
    const today = riyadhDate(new Date());
    const sick = await ask(employee.headers, {
      leave_type_id: SICK,
      from_date: addDays(today, -2),
      to_date: today,
      attachments: certificateBlob(),
    });
    expect(sick.status, JSON.stringify(sick.body)).toBe(201);
    expect(sick.body.data).toMatchObject({ days: 3, pay_breakdown: [{ pay_pct: 100, days: 3 }] });
    expect(sick.body.data.attachments[0]).toMatchObject({ name: 'blob' });
    await accept(sick.body.data.acceptance_id, manager.headers);
    const refused = await call(`${url}/${sick.body.data.id}`, {
      method: 'DELETE',
      headers: employee.headers,
    });
    expect(refused.status).toBe(409);
  });

  it('rewrites a pending leave and resubmits it in one transaction', async () => {
    const { employee, manager } = await leaveTeam(10);
    const days = workingDays(5, 70);
    const stored = (
      await ask(employee.headers, {
        leave_type_id: ANNUAL,
        from_date: days[0] as string,
        to_date: days[1] as string,
      })
    ).body.data;
    const updated = await call(`${url}/${stored.id}/update`, {
      method: 'POST',
      headers: employee.headers,
      form: { from_date: days[1] as string, to_date: days[4] as string },
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body.data).toMatchObject({
      id: stored.id,
      status: 'pending_acceptance',
      days: 4,
      from_date: days[1],
    });
    expect(updated.body.data.acceptance_id).not.toBe(stored.acceptance_id);
    expect(await annualBalance(employee.id)).toMatchObject({ available_days: 6, reserved_days: 4 });
    const old = await call(`${systemUserUrl}/acceptances/${stored.acceptance_id}`, {
      headers: manager.headers,
    });
    expect(old.body.data.status).toBe('cancelled');
    // The day the rewrite left is free; the new ones are held.
    expect(
      (
        await ask(employee.headers, {
          leave_type_id: ANNUAL,
          from_date: days[0] as string,
          to_date: days[0] as string,
        })
      ).status,
    ).toBe(201);
    const overlap = await ask(employee.headers, {
      leave_type_id: ANNUAL,
      from_date: days[3] as string,
      to_date: days[3] as string,
    });
    expect(overlap.status).toBe(422);
    // Another member (the manager) may not rewrite it; once decided, nobody may.
    const byManager = await call(`${url}/${stored.id}/update`, {
      method: 'POST',
      headers: manager.headers,
      form: { reason: 'x' },
    });
    expect(byManager.status).toBe(403);
    await accept(updated.body.data.acceptance_id, manager.headers);
    const late = await call(`${url}/${stored.id}/update`, {
      method: 'POST',
      headers: employee.headers,
      form: { reason: 'x' },
    });
    expect(late.status).toBe(409);
  });

  it('answers 422 in English and Arabic: balance exceeded, overlap, missing attachment, bad dates', async () => {
    const { employee } = await leaveTeam(3);
    const days = workingDays(5, 80);
    const over = await ask(employee.headers, {
      leave_type_id: ANNUAL,
      from_date: days[0] as string,
      to_date: days[4] as string,
    });
    expect(over.status).toBe(422);
    expect(over.body.errors.leave_type_id[0]).toContain('3 days available, 5 asked');
    const arabic = await call(url, {
      method: 'POST',
      headers: { ...employee.headers, 'accept-language': 'ar' },
      form: { leave_type_id: ANNUAL, from_date: days[0] as string, to_date: days[4] as string },
    });
    expect(arabic.body.errors.leave_type_id[0]).toContain('رصيد الإجازة غير كاف');
    expect(
      (
        await ask(employee.headers, {
          leave_type_id: ANNUAL,
          from_date: days[0] as string,
          to_date: days[1] as string,
        })
      ).status,
    ).toBe(201);
    const overlap = await call(url, {
      method: 'POST',
      headers: { ...employee.headers, 'accept-language': 'ar' },
      form: {
        leave_type_id: String(leaveTypeId('unpaid')),
        from_date: days[1] as string,
        to_date: days[2] as string,
      },
    });
    expect(overlap.status).toBe(422);
    expect(overlap.body.errors.from_date[0]).toContain('إجازة معلقة أو معتمدة');
    const noCertificate = await ask(employee.headers, {
      leave_type_id: SICK,
      from_date: days[3] as string,
      to_date: days[3] as string,
    });
    expect(noCertificate.status).toBe(422);
    expect(noCertificate.body.errors).toHaveProperty('attachments');
    const backwards = await ask(employee.headers, {
      leave_type_id: ANNUAL,
      from_date: days[4] as string,
      to_date: days[3] as string,
    });
    expect(backwards.body.errors).toHaveProperty('to_date');
    const badDate = await call(url, {
      method: 'POST',
      headers: { ...employee.headers, 'accept-language': 'ar' },
      form: { leave_type_id: ANNUAL, from_date: 'soon', to_date: days[3] as string },
    });
    expect(badDate.status).toBe(422);
    expect(badDate.body.errors.from_date[0]).toContain('تاريخ البداية');
    // Paternity is a father's leave: the employee here is a woman.
    const paternity = await ask(employee.headers, {
      leave_type_id: String(leaveTypeId('paternity')),
      from_date: days[3] as string,
      to_date: days[3] as string,
      attachments: certificateBlob(),
    });
    expect(paternity.body.errors.leave_type_id[0]).toContain('does not apply');
  });

  it('never overdraws: of 20 parallel one-day requests against 5 days, exactly 5 land', async () => {
    const { employee } = await leaveTeam(5);
    const days = workingDays(20, 90);
    const responses = await Promise.all(
      days.map((day) => ask(employee.headers, { leave_type_id: ANNUAL, from_date: day, to_date: day })),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 422)).toHaveLength(15);
    expect(await annualBalance(employee.id)).toMatchObject({
      available_days: 0,
      reserved_days: 5,
      ledger_days: 5,
    });
  });

  it('holds each day once: of 20 parallel requests for the same day, one lands', async () => {
    const { employee } = await leaveTeam(20);
    const [day] = workingDays(1, 110);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        ask(employee.headers, { leave_type_id: ANNUAL, from_date: day as string, to_date: day as string }),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 422)).toHaveLength(19);
    expect(await annualBalance(employee.id)).toMatchObject({ available_days: 19, reserved_days: 1 });
  });

  it('sends leave over 5 days to an HR officer after the line manager', async () => {
    const { employee, manager } = await leaveTeam(10);
    const days = workingDays(6, 120);
    const stored = (
      await ask(employee.headers, {
        leave_type_id: ANNUAL,
        from_date: days[0] as string,
        to_date: days[5] as string,
      })
    ).body.data;
    expect(stored.days).toBe(6);
    await accept(stored.acceptance_id, manager.headers);
    const officer = await demoStaff(demoRoleEmail('hr_officer'), ['hr_officer']);
    const waiting = await call(`${systemUserUrl}/acceptances/${stored.acceptance_id}`, {
      headers: officer.headers,
    });
    expect(waiting.body.data).toMatchObject({ status: 'pending', current_sequence: 2 });
    await accept(stored.acceptance_id, officer.headers);
    expect(await annualBalance(employee.id)).toMatchObject({ available_days: 4, taken_days: 6 });
  });

  it('lists by scope: own by default, the team for a manager, all only for HR; 404 and 403 by scope', async () => {
    const { employee, manager, outsider } = await leaveTeam(5);
    const [day] = workingDays(1, 100);
    const stored = (
      await ask(employee.headers, { leave_type_id: ANNUAL, from_date: day as string, to_date: day as string })
    ).body.data;
    const own = await call(url, { headers: manager.headers });
    expect(own.body.response.data.map((row: { id: number }) => row.id)).not.toContain(stored.id);
    const team = await call(`${url}?scope=team&employee_id=${employee.id}`, { headers: manager.headers });
    expect(team.body.response.data.map((row: { id: number }) => row.id)).toEqual([stored.id]);
    const dated = await call(`${url}?scope=team&date_from=${day}&date_to=${day}`, {
      headers: manager.headers,
    });
    expect(dated.body.response.data.map((row: { id: number }) => row.id)).toEqual([stored.id]);
    expect((await call(`${url}?scope=all`, { headers: manager.headers })).status).toBe(403);
    const officer = await demoStaff(demoRoleEmail('hr_officer'), ['hr_officer']);
    const all = await call(`${url}?scope=all&employee_id=${employee.id}`, { headers: officer.headers });
    expect(all.body.response.data.map((row: { id: number }) => row.id)).toEqual([stored.id]);
    // Outside the scope: as unknown (404) for the outsider; the manager in scope may not withdraw it (403).
    expect((await call(`${url}/${stored.id}`, { method: 'DELETE', headers: outsider.headers })).status).toBe(
      404,
    );
    expect(
      (
        await call(`${url}/${stored.id}/update`, {
          method: 'POST',
          headers: outsider.headers,
          form: { reason: 'x' },
        })
      ).status,
    ).toBe(404);
    expect((await call(`${url}/${stored.id}`, { method: 'DELETE', headers: manager.headers })).status).toBe(
      403,
    );
    // HR withdraws anyone's.
    expect((await call(`${url}/${stored.id}`, { method: 'DELETE', headers: officer.headers })).status).toBe(
      200,
    );
  });

  it('answers the form data: balances today, the sick pay tier, attachment needs; and the filters', async () => {
    const { employee } = await leaveTeam(7);
    const form = await call(`${url}/get-form-data`, { headers: employee.headers });
    const data = expectSingle(form.body, LeaveRequestFormData);
    const byCode = Object.fromEntries(data.leave_types.map((type) => [type.code, type]));
    expect(byCode.annual).toMatchObject({ available_days: 7, uses_balance: true, counts: 'working' });
    expect(byCode.sick).toMatchObject({ requires_attachment: true, pay_pct: 100, available_days: 120 });
    expect(byCode.sick?.pay_note).toContain('100 %');
    expect(byCode.paternity).toBeUndefined();
    expect(byCode.maternity).toBeDefined();
    const filters = await call(`${url}/filters`, { headers: employee.headers });
    const keys = expectSingle(filters.body, LeaveRequestFilters).filters.map((filter) => filter.key);
    expect(keys).toEqual(['scope', 'status', 'leave_type_id', 'employee_id', 'date']);
  });

  it('refuses every operation without a token (401) and without hr.self.use (403)', async () => {
    expect((await call(url, { headers: keyHeaders() })).status).toBe(401);
    expect((await call(`${url}/get-form-data`, { headers: keyHeaders() })).status).toBe(401);
    const { crmStaff } = await import('../../support/crm-staff');
    const without = await crmStaff(['sales_agent'], { row_scope: 'own' }, ['core.account.use']);
    for (const path of ['', '/filters', '/get-form-data'])
      expect((await call(`${url}${path}`, { headers: without.headers })).status).toBe(403);
    expect((await call(`${url}/1`, { method: 'DELETE', headers: without.headers })).status).toBe(403);
  });
});
