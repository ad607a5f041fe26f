import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { abilitiesFor } from '../../../shared/auth/abilities';
import { tableName } from '../../../shared/config/env';
import { dynamo } from '../../../shared/db/client';
import { createEntity, getEntity } from '../../../shared/db/entity-store';
import { loadAcceptance } from '../../../shared/domain/acceptances/engine';
import { readStaffCaller } from '../../../shared/domain/callers/staff-caller';
import { EMPLOYEE_PROFILE } from '../../../shared/domain/hr/employee-profiles';
import { riyadhDate } from '../../../shared/domain/hr/hr-calendar';
import { disburseLoan, repayLoan } from '../../../shared/domain/payroll-loans/loan-money';
import { addMonths } from '../../../shared/domain/payroll-loans/loan-schedule';
import { approveLoan, deleteLoan, storeLoan } from '../../../shared/domain/payroll-loans/loan-writes';
import {
  openLoanKey,
  PAYROLL_LOAN,
  type PayrollLoanEntity,
} from '../../../shared/domain/payroll-loans/payroll-loans';
import { setLineManager } from '../../../shared/domain/users/line-manager';
import { findByUnique, USER, userUniques } from '../../../shared/domain/users/users';
import { demoCredentials } from '../demo-credentials';
import { demoRoleEmail } from './people';

/**
 * Payroll loans of the demo (STAFF-DOMAIN-2 2.6) and the helpers the examples and tests make their
 * loans with, all through the module's own domain functions (the approval engine decides them).
 */

const thisMonth = () => riyadhDate(new Date()).slice(0, 7);

/** A caller for a user with their roles' abilities (`*` for the demo staff user's own). */
async function callerOf(userId: number, abilities?: string[]) {
  const user = await getEntity(USER, userId, 'user');
  return readStaffCaller(userId, { abilities: abilities ?? abilitiesFor(user.roles ?? []) });
}

async function userIdOf(email: string): Promise<number> {
  const user = await findByUnique(USER, 'EMAIL', email);
  if (!user) throw new Error(`${email} is not seeded`);
  return user.id;
}

/** Every step of a pending loan accepted by its current reviewer, until the loan is approved. */
export async function approveThrough(loanId: number): Promise<PayrollLoanEntity> {
  for (let round = 0; round < 5; round++) {
    const loan = await getEntity(PAYROLL_LOAN, loanId, 'payroll loan');
    if (loan.status !== 'pending_acceptance' || !loan.acceptance_id) return loan;
    const acceptance = await loadAcceptance(loan.acceptance_id);
    const step = acceptance.steps.find((candidate) => candidate.sequence === acceptance.current_sequence);
    const reviewer = step?.reviewer_ids.find((id) => id !== loan.employee_id);
    if (reviewer === undefined) throw new Error(`loan ${loanId}: no reviewer on step ${step?.sequence}`);
    await approveLoan(await callerOf(reviewer), loanId, null);
  }
  return getEntity(PAYROLL_LOAN, loanId, 'payroll loan');
}

/** The demo finance manager's caller (disburses). */
const financeManager = async () => callerOf(await userIdOf(demoRoleEmail('finance_manager')));

/** The demo HR officer's caller (records repayments). */
const hrOfficer = async () => callerOf(await userIdOf(demoRoleEmail('hr_officer')));

/** An approved loan disbursed by the demo finance manager. */
export async function disbursed(loanId: number) {
  return disburseLoan(
    await financeManager(),
    loanId,
    { method: 'bank_transfer', reference: `TRX-${loanId}`, date: riyadhDate(new Date()) },
    undefined,
  );
}

/** A staff member of their own (role `employee`) with an HR profile of a 10 000 SAR wage, reporting to `managerId`. */
export async function loanEmployee(managerId: number | null): Promise<number> {
  const tag = randomUUID().slice(0, 8);
  const user = {
    name: `Loan Employee ${tag}`,
    email: `loan.${tag}@example.com`,
    phone: null,
    job_title: 'Analyst',
    id_number: null,
    roles: ['employee'],
    row_scope: 'own' as const,
  };
  const id = (await createEntity(USER, user, { uniques: userUniques(user) })).id;
  if (managerId !== null) await setLineManager(id, managerId);
  const employeeNo = `EMP-L${id}`;
  await createEntity(
    EMPLOYEE_PROFILE,
    {
      user_id: id,
      employee_no: employeeNo,
      name_ar: `موظف ${tag}`,
      name_en: user.name,
      national_id: String(1_100_000_000 + id),
      national_id_expiry: null,
      nationality: 'Saudi',
      gender: 'male',
      ramadan_reduced_hours: true,
      department_id: null,
      job_title: 'Analyst',
      manager_user_id: managerId,
      hire_date: '2022-01-02',
      probation_end: null,
      contract_type: 'unlimited',
      contract_end: null,
      work_site_id: 1,
      shift_id: 1,
      basic_salary: 800_000,
      housing_allowance: 150_000,
      transport_allowance: 50_000,
      gosi_number: null,
      gosi_registration_date: null,
      bank_name: null,
      iban: null,
      employment_status: 'active',
      termination_date: null,
      termination_reason: null,
    },
    { id, uniques: [{ kind: 'EMPLOYEE_PROFILE_NO', field: 'employee_no', value: employeeNo }] },
  );
  return id;
}

/** A loan of 6 000 SAR over 12 months from next month, asked by the employee. */
export async function askLoan(employeeId: number, amount = 600_000, count = 12) {
  return storeLoan(await callerOf(employeeId), {
    amount,
    installments_count: count,
    start_month: addMonths(thisMonth(), 1),
    reason: 'Family expenses',
  });
}

/**
 * The demo staff user's open loan taken out of the way (the examples' caller asks for one again
 * and again): pending, withdrawn; approved or disbursed, paid out and repaid whole.
 */
export async function freeDemoStaffLoan(): Promise<number> {
  const staffId = await userIdOf(demoCredentials().staffEmail);
  const { Item } = await dynamo.send(
    new GetCommand({ TableName: tableName(), Key: openLoanKey(staffId), ConsistentRead: true }),
  );
  if (!Item) return staffId;
  const loanId = Number(Item.loan_id);
  const staff = await callerOf(staffId, ['*']);
  let loan = await getEntity(PAYROLL_LOAN, loanId, 'payroll loan');
  if (loan.status === 'pending_acceptance') {
    await deleteLoan(staff, loanId);
    return staffId;
  }
  if (loan.status === 'approved') loan = await disbursed(loanId);
  if (loan.status === 'disbursed')
    await repayLoan(
      staff,
      loanId,
      { amount: loan.outstanding, method: 'cash', reference: null, date: riyadhDate(new Date()) },
      undefined,
    );
  return staffId;
}

/** The examples' loans: the demo staff user's own pending one, or another's pending (the demo staff its line manager), approved or disbursed. */
export async function exampleLoan(state: 'own' | 'free' | 'pending' | 'approved' | 'disbursed') {
  const staffId = await freeDemoStaffLoan();
  if (state === 'free') return staffId;
  if (state === 'own') return (await askLoan(staffId)).id;
  const loan = await askLoan(await loanEmployee(staffId));
  if (state === 'pending') return loan.id;
  await approveThrough(loan.id);
  if (state === 'approved') return loan.id;
  return (await disbursed(loan.id)).id;
}

/**
 * The demo's loans: one pending in the finance manager's inbox (the accountant's, first step: her
 * line manager), and one disbursed with its first three installments repaid through payroll (the
 * procurement officer's). The demo employee is left without a loan, to take one by hand.
 */
export async function seedHrLoans() {
  const accountant = await userIdOf(demoRoleEmail('accountant'));
  await askLoan(accountant, 600_000, 12);
  const officer = await userIdOf(demoRoleEmail('procurement_officer'));
  const loan = await storeLoan(await callerOf(officer), {
    amount: 900_000,
    installments_count: 9,
    start_month: thisMonth(),
    reason: 'Car repair',
  });
  await approveThrough(loan.id);
  await disbursed(loan.id);
  const hr = await hrOfficer();
  for (let month = 0; month < 3; month++)
    await repayLoan(
      hr,
      loan.id,
      { amount: 100_000, method: 'payroll', reference: `PAYROLL-${month + 1}`, date: riyadhDate(new Date()) },
      undefined,
    );
}
