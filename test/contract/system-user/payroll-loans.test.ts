import { describe, expect, it } from 'vitest';
import { approveThrough, loanEmployee } from '../../../infra/local/seed/hr-loans';
import { demoRoleEmail } from '../../../infra/local/seed/people';
import { abilitiesFor } from '../../../shared/auth/abilities';
import { issueAccessToken } from '../../../shared/auth/access-tokens';
import { getEntity } from '../../../shared/db/entity-store';
import { loadAcceptance } from '../../../shared/domain/acceptances/engine';
import { PAYROLL_LOAN } from '../../../shared/domain/payroll-loans/payroll-loans';
import { USER } from '../../../shared/domain/users/users';
import { ListFilters, PayrollLoan, PayrollLoanFormData } from '../../../shared/schemas/records';
import { crmStaff, demoStaff } from '../../support/crm-staff';
import { expectSingle } from '../../support/envelopes';
import { call, keyHeaders, systemUserUrl } from '../../support/http';

const url = `${systemUserUrl}/hr/payroll-loans`;
const today = new Date().toISOString().slice(0, 10);
const nextMonth = (() => {
  const riyadh = new Date(Date.now() + 3 * 3_600_000);
  const index = riyadh.getUTCFullYear() * 12 + riyadh.getUTCMonth() + 1;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
})();

/** A token of the user with their roles' abilities (or the ones given). */
async function headersOf(userId: number, abilities?: string[]) {
  const user = await getEntity(USER, userId, 'user');
  const token = await issueAccessToken('user', userId, abilities ?? abilitiesFor(user.roles ?? []));
  return keyHeaders({ Authorization: `Bearer ${token.plainText}` });
}

/** An employee of the test's own (wage 10 000 SAR: at most 1 000 a month) and their line manager. */
async function team() {
  const manager = await crmStaff(['sales_manager'], { row_scope: 'own' });
  const employeeId = await loanEmployee(manager.id);
  return { manager, employee: { id: employeeId, headers: await headersOf(employeeId) } };
}

const loanForm = (fields: Partial<Record<string, string>> = {}) => ({
  amount: '6000',
  installments_count: '12',
  start_month: nextMonth,
  reason: 'Family expenses',
  ...fields,
});

const store = (headers: Record<string, string>, fields: Partial<Record<string, string>> = {}) =>
  call(url, { method: 'POST', headers, form: loanForm(fields) as Record<string, string> });

/** The current step's reviewer of a pending loan (not its employee), with a token of theirs. */
async function currentReviewer(loanId: number) {
  const loan = await getEntity(PAYROLL_LOAN, loanId, 'payroll loan');
  const acceptance = await loadAcceptance(loan.acceptance_id as number);
  const step = acceptance.steps.find((candidate) => candidate.sequence === acceptance.current_sequence);
  const id = step?.reviewer_ids.find((reviewer) => reviewer !== loan.employee_id) as number;
  return { id, step: step?.name, headers: await headersOf(id) };
}

const approve = (loanId: number, headers: Record<string, string>) =>
  call(`${url}/${loanId}/approve`, { method: 'POST', headers, form: {} });

const finance = () => demoStaff(demoRoleEmail('finance_manager'), ['finance_manager']);
const hrOfficer = () => demoStaff(demoRoleEmail('hr_officer'), ['hr_officer']);

const disburse = (loanId: number, headers: Record<string, string>, key: string, reference = 'TRX-1') =>
  call(`${url}/${loanId}/disburse`, {
    method: 'POST',
    headers: { ...headers, 'Idempotency-Key': key },
    form: { method: 'bank_transfer', reference, date: today },
  });

const repay = (loanId: number, headers: Record<string, string>, key: string, amount: string) =>
  call(`${url}/${loanId}/repay`, {
    method: 'POST',
    headers: { ...headers, 'Idempotency-Key': key },
    form: { amount, method: 'payroll', date: today },
  });

/** A loan of the employee's, approved through its three steps and disbursed by finance. */
async function disbursedLoan(
  employeeHeaders: Record<string, string>,
  fields: Partial<Record<string, string>>,
) {
  const stored = await store(employeeHeaders, fields);
  expect(stored.status).toBe(201);
  await approveThrough(stored.body.data.id);
  const paid = await disburse(stored.body.data.id, (await finance()).headers, `d-${stored.body.data.id}`);
  expect(paid.status).toBe(200);
  return paid.body.data;
}

describe.concurrent('{system_user_url}/hr/payroll-loans', () => {
  it('answers 401 without a token', async () => {
    expect((await call(url, { headers: keyHeaders() })).status).toBe(401);
    expect((await store(keyHeaders())).status).toBe(401);
  });

  it('answers the caps, the open loan and the methods; the filters', async () => {
    const { employee } = await team();
    const before = expectSingle(
      (await call(`${url}/create-update-data`, { headers: employee.headers })).body,
      PayrollLoanFormData,
    );
    expect(before).toMatchObject({
      monthly_wage: 10000,
      max_installment: 1000,
      max_installments: 24,
      max_amount: 24000,
      has_open_loan: false,
      open_loan_id: null,
    });
    expect(before.repayment_methods.map((method) => method.value)).toEqual([
      'payroll',
      'cash',
      'bank',
      'end_of_service',
    ]);
    const stored = await store(employee.headers);
    const after = expectSingle(
      (await call(`${url}/create-update-data`, { headers: employee.headers })).body,
      PayrollLoanFormData,
    );
    expect(after).toMatchObject({ has_open_loan: true, open_loan_id: stored.body.data.id });
    const filters = expectSingle(
      (await call(`${url}/filters`, { headers: employee.headers })).body,
      ListFilters,
    );
    expect(filters.filters.map((filter) => filter.key)).toEqual(['status', 'employee_id', 'month']);
  });

  it('stores a loan pending its line manager, numbered LN-YYYY-NNNNNN, and lists it to its employee and HR only', async () => {
    const { employee, manager } = await team();
    const stored = await store(employee.headers, { amount: '1000', installments_count: '7' });
    expect(stored.status).toBe(201);
    const loan = expectSingle(stored.body, PayrollLoan);
    expect(loan).toMatchObject({
      employee_id: employee.id,
      amount: 1000,
      installments_count: 7,
      monthly_installment: 142.86,
      status: 'pending_acceptance',
      outstanding: 0,
      schedule: [],
    });
    expect(loan.number).toMatch(/^LN-\d{4}-\d{6}$/);
    expect((await currentReviewer(loan.id)).id).toBe(manager.id);
    const own = await call(`${url}?status=pending_acceptance`, { headers: employee.headers });
    expect(own.body.response.data.map((row: { id: number }) => row.id)).toEqual([loan.id]);
    const hr = await call(`${url}?employee_id=${employee.id}`, { headers: (await hrOfficer()).headers });
    expect(hr.body.response.data.map((row: { id: number }) => row.id)).toEqual([loan.id]);
    const other = await team();
    const outsider = await call(`${url}?employee_id=${employee.id}`, { headers: other.employee.headers });
    expect(outsider.body.response.data).toEqual([]);
  });

  it('refuses an installment over 10 % of the wage, over 24 installments and a second open loan (422, en and ar)', async () => {
    const { employee } = await team();
    const over = await store(employee.headers, { amount: '24000', installments_count: '20' });
    expect(over.status).toBe(422);
    expect(over.body.errors.amount[0]).toContain(
      'over 10% of your wage (at most 1000.00 a month, 24000.00 in all)',
    );
    const overAr = await store(
      { ...employee.headers, 'Accept-Language': 'ar' },
      { amount: '24000', installments_count: '20' },
    );
    expect(overAr.body.errors.amount[0]).toContain('يتجاوز 10% من أجرك');
    const long = await store(employee.headers, { installments_count: '25' });
    expect(long.status).toBe(422);
    expect(Object.keys(long.body.errors)).toEqual(['installments_count']);
    const longAr = await store(
      { ...employee.headers, 'Accept-Language': 'ar' },
      { installments_count: '25' },
    );
    expect(longAr.body.errors.installments_count[0]).toContain('عدد الأقساط');
    expect((await store(employee.headers)).status).toBe(201);
    const second = await store(employee.headers);
    expect(second.status).toBe(422);
    expect(second.body.errors.amount).toEqual([
      'You already have an open loan: repay or cancel it before asking for another.',
    ]);
    const secondAr = await store({ ...employee.headers, 'Accept-Language': 'ar' });
    expect(secondAr.body.errors.amount).toEqual(['لديك سلفة قائمة: سددها أو ألغها قبل طلب سلفة أخرى.']);
  });

  it('lands one of 20 parallel stores: one open loan per employee', async () => {
    const { employee } = await team();
    const answers = await Promise.all(Array.from({ length: 20 }, () => store(employee.headers)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 422)).toHaveLength(19);
    const listed = await call(`${url}?employee_id=${employee.id}`, { headers: employee.headers });
    expect(listed.body.response.meta.total).toBe(1);
  });

  it('rewrites a pending loan and submits it again from its first step; another employee gets 404', async () => {
    const { employee, manager } = await team();
    const stored = (await store(employee.headers)).body.data;
    const updated = await call(`${url}/${stored.id}/update`, {
      method: 'POST',
      headers: employee.headers,
      form: loanForm({ amount: '4800' }) as Record<string, string>,
    });
    expect(updated.status).toBe(200);
    const loan = expectSingle(updated.body, PayrollLoan);
    expect(loan).toMatchObject({ amount: 4800, monthly_installment: 400, status: 'pending_acceptance' });
    expect(loan.acceptance_id).not.toBe(stored.acceptance_id);
    expect((await currentReviewer(loan.id)).id).toBe(manager.id);
    const overCap = await call(`${url}/${stored.id}/update`, {
      method: 'POST',
      headers: { ...employee.headers, 'Accept-Language': 'ar' },
      form: loanForm({ amount: '24000', installments_count: '12' }) as Record<string, string>,
    });
    expect(overCap.status).toBe(422);
    const other = await team();
    const foreign = await call(`${url}/${stored.id}/update`, {
      method: 'POST',
      headers: other.employee.headers,
      form: loanForm() as Record<string, string>,
    });
    expect(foreign.status).toBe(404);
  });

  it('deletes a pending loan (cancelled, its approval cancelled, the open-loan guard freed); 404 by scope', async () => {
    const { employee } = await team();
    const stored = (await store(employee.headers)).body.data;
    const other = await team();
    expect(
      (await call(`${url}/${stored.id}`, { method: 'DELETE', headers: other.employee.headers })).status,
    ).toBe(404);
    const deleted = await call(`${url}/${stored.id}`, { method: 'DELETE', headers: employee.headers });
    expect(deleted.status).toBe(200);
    expect(expectSingle(deleted.body, PayrollLoan).status).toBe('cancelled');
    const acceptance = await loadAcceptance(stored.acceptance_id);
    expect(acceptance.status).toBe('cancelled');
    expect((await call(`${url}/${stored.id}`, { method: 'DELETE', headers: employee.headers })).status).toBe(
      409,
    );
    expect((await store(employee.headers)).status).toBe(201);
  });

  it('approves only as the current reviewer (403 for the employee and another reviewer), 404 out of scope', async () => {
    const { employee } = await team();
    const stored = (await store(employee.headers)).body.data;
    expect((await approve(stored.id, employee.headers)).status).toBe(403);
    const stranger = await crmStaff(['sales_manager'], { row_scope: 'own' });
    expect((await approve(stored.id, stranger.headers)).status).toBe(404);
    const hr = await hrOfficer();
    // HR reads every loan (scope all) but is not the first step's reviewer.
    expect((await approve(stored.id, hr.headers)).status).toBe(403);
  });

  it('runs the whole path over HTTP: store, manager, HR manager and finance manager approve, disburse, first repayment', async () => {
    const { employee, manager } = await team();
    const stored = expectSingle(
      (await store(employee.headers, { amount: '1000', installments_count: '7' })).body,
      PayrollLoan,
    );
    const first = await approve(stored.id, manager.headers);
    expect(first.status).toBe(200);
    expect(first.body.data.status).toBe('pending_acceptance');
    const hrManager = await currentReviewer(stored.id);
    expect(hrManager.step).toBe('HR manager');
    expect((await approve(stored.id, hrManager.headers)).status).toBe(200);
    const financeManager = await currentReviewer(stored.id);
    expect(financeManager.step).toBe('Finance manager');
    const approved = await approve(stored.id, financeManager.headers);
    expect(approved.body.data.status).toBe('approved');
    // An employee cannot disburse (403 by ability).
    expect((await disburse(stored.id, employee.headers, 'emp-try')).status).toBe(403);
    const financeHeaders = (await finance()).headers;
    const paid = await disburse(stored.id, financeHeaders, `full-${stored.id}`);
    expect(paid.status).toBe(200);
    const loan = expectSingle(paid.body, PayrollLoan);
    expect(loan).toMatchObject({
      status: 'disbursed',
      outstanding: 1000,
      disbursement_method: 'bank_transfer',
    });
    expect(loan.schedule).toHaveLength(7);
    expect(loan.schedule.map((entry) => entry.amount)).toEqual([
      142.86, 142.86, 142.86, 142.86, 142.86, 142.86, 142.84,
    ]);
    expect(loan.schedule[0]?.month).toBe(nextMonth);
    const hr = await hrOfficer();
    const repaid = await repay(stored.id, hr.headers, `first-${stored.id}`, '142.86');
    expect(repaid.status).toBe(200);
    expect(expectSingle(repaid.body, PayrollLoan)).toMatchObject({ outstanding: 857.14, repaid: 142.86 });
    expect(repaid.body.data.schedule[0]).toMatchObject({ paid: 142.86, status: 'paid' });
    // Employees cannot repay (403 by ability).
    expect((await repay(stored.id, employee.headers, 'emp', '1')).status).toBe(403);
  });

  it('disburses once per key: the same key and body answer the same, another body 422, a second key 409', async () => {
    const { employee } = await team();
    const stored = (await store(employee.headers)).body.data;
    await approveThrough(stored.id);
    const financeHeaders = (await finance()).headers;
    const key = `same-${stored.id}`;
    const first = await disburse(stored.id, financeHeaders, key);
    const again = await disburse(stored.id, financeHeaders, key);
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(first.body.data);
    const otherBody = await disburse(stored.id, financeHeaders, key, 'TRX-OTHER');
    expect(otherBody.status).toBe(422);
    expect(Object.keys(otherBody.body.errors)).toEqual(['Idempotency-Key']);
    expect((await disburse(stored.id, financeHeaders, `${key}-2`)).status).toBe(409);
    const loan = await getEntity(PAYROLL_LOAN, stored.id, 'payroll loan');
    expect(loan.outstanding).toBe(600_000);
  });

  it('repays once per key, never beyond what is outstanding (422 en and ar), and closes the loan at 0', async () => {
    const { employee } = await team();
    const loan = await disbursedLoan(employee.headers, { amount: '2000', installments_count: '2' });
    const hr = (await hrOfficer()).headers;
    const first = await repay(loan.id, hr, `r-${loan.id}`, '500');
    const again = await repay(loan.id, hr, `r-${loan.id}`, '500');
    expect(again.body.data).toEqual(first.body.data);
    expect(again.body.data.outstanding).toBe(1500);
    expect((await repay(loan.id, hr, `r-${loan.id}`, '600')).status).toBe(422);
    const beyond = await repay(loan.id, hr, `b-${loan.id}`, '1500.01');
    expect(beyond.status).toBe(422);
    expect(beyond.body.errors.amount).toEqual(['More than is outstanding: 1500.00.']);
    const beyondAr = await repay(loan.id, { ...hr, 'Accept-Language': 'ar' }, `b2-${loan.id}`, '1500.01');
    expect(beyondAr.body.errors.amount).toEqual(['المبلغ أكبر من المتبقي: 1500.00.']);
    const closed = await repay(loan.id, hr, `c-${loan.id}`, '1500');
    expect(expectSingle(closed.body, PayrollLoan)).toMatchObject({
      status: 'closed',
      outstanding: 0,
      repaid: 2000,
    });
    expect(closed.body.data.schedule.every((entry: { status: string }) => entry.status === 'paid')).toBe(
      true,
    );
    expect((await repay(loan.id, hr, `d-${loan.id}`, '1')).status).toBe(409);
    // Closed: the open-loan guard is freed, the employee may ask again.
    expect((await store(employee.headers)).status).toBe(201);
  });

  it('never repays beyond the outstanding under 20 parallel repayments', async () => {
    const { employee } = await team();
    const loan = await disbursedLoan(employee.headers, { amount: '2000', installments_count: '2' });
    const hr = (await hrOfficer()).headers;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => repay(loan.id, hr, `race-${loan.id}-${index}`, '150')),
    );
    const landed = answers.filter((answer) => answer.status === 200).length;
    expect(landed).toBe(13);
    expect(answers.filter((answer) => answer.status === 422)).toHaveLength(7);
    const stored = await getEntity(PAYROLL_LOAN, loan.id, 'payroll loan');
    expect(stored.outstanding).toBe(200_000 - landed * 15_000);
    expect(stored.repaid).toBe(landed * 15_000);
    expect(stored.schedule.reduce((sum, entry) => sum + entry.paid, 0)).toBe(landed * 15_000);
  });
});
