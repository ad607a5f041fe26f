import { nextId } from '../../db/counters';
import { findEntity, getEntity, prepareCreate, prepareUpdate } from '../../db/entity-store';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../errors';
import { approvableTypesOf } from '../acceptances/approvable-types';
import {
  cancelOpenAcceptance,
  decideAmong,
  loadAcceptance,
  prepareOpenAcceptanceCancel,
  submitForAcceptance,
} from '../acceptances/engine';
import { isParticipant } from '../acceptances/visibility';
import { holds, type StaffCaller } from '../callers/callers';
import { riyadhYear } from '../home/riyadh-day';
import { type EmployeeProfileEntity, profileOfUser } from '../hr/employee-profiles';
import { riyadhDate } from '../hr/hr-calendar';
import { inHrScope } from '../hr/hr-scope';
import { MAX_LOAN_INSTALLMENTS, maxLoanAmount, maxLoanInstallment } from '../hr/wages';
import { prepareTransition } from '../lifecycle/apply-transition';
import type { Actor } from '../lifecycle/lifecycle';
import { sarOfHalalas } from '../money';
import { retryRaces } from '../retry';
import { loanSubject, loanTitle, payrollLoanApprovable } from './loan-acceptance';
import { lastInstallment, monthlyInstallment } from './loan-schedule';
import {
  LOAN_RECORD_NAME,
  loanLifecycle,
  openLoanFreed,
  openLoanTaken,
  PAYROLL_LOAN,
  type PayrollLoan,
  type PayrollLoanEntity,
} from './payroll-loans';

/** What an employee asks: amount (halalas), installments, first month, reason. */
export interface LoanInput {
  amount: number;
  installments_count: number;
  start_month: string;
  reason: string;
}

const actorOf = (caller: StaffCaller): Actor => ({
  kind: 'staff',
  id: caller.id,
  abilities: caller.abilities,
});

/** The caller's own profile (a loan is measured on its wage), or 422: no HR profile. */
async function ownProfile(caller: StaffCaller): Promise<EmployeeProfileEntity> {
  const profile = await profileOfUser(caller.id);
  if (!profile) throw ValidationError.forField('amount', 'payroll_loans.no_profile');
  return profile;
}

/**
 * The rules of 2.3 on what was asked: the installment (ceil to the halala) within 10 % of the wage
 * (Art 92), a last installment above zero, a start month not before this Riyadh month. The count's
 * 24 is the schema's bound (and checked again here for the domain's own callers).
 */
export function checkedTerms(profile: EmployeeProfileEntity, input: LoanInput, now = new Date()) {
  const cap = maxLoanInstallment(profile);
  if (input.installments_count < 1 || input.installments_count > MAX_LOAN_INSTALLMENTS)
    throw ValidationError.forField('installments_count', 'payroll_loans.too_many_installments', {
      max: MAX_LOAN_INSTALLMENTS,
    });
  const installment = monthlyInstallment(input.amount, input.installments_count);
  if (installment > cap)
    throw ValidationError.forField('amount', 'payroll_loans.installment_over_cap', {
      installment: sarOfHalalas(installment).toFixed(2),
      max_installment: sarOfHalalas(cap).toFixed(2),
      max_amount: sarOfHalalas(maxLoanAmount(profile)).toFixed(2),
    });
  if (lastInstallment(input.amount, input.installments_count) <= 0)
    throw ValidationError.forField('installments_count', 'payroll_loans.too_long_for_amount');
  if (input.start_month < riyadhDate(now).slice(0, 7))
    throw ValidationError.forField('start_month', 'payroll_loans.start_month_past');
  return { installment };
}

/** A loan number `LN-YYYY-NNNNNN` from an atomic counter of the Riyadh year (unique; a refused store leaves a gap). */
async function takeLoanNumber(now = new Date()): Promise<string> {
  const year = riyadhYear(now);
  return `LN-${year}-${String(await nextId(`LN_NUMBER#${year}`)).padStart(6, '0')}`;
}

const employeeName = (profile: EmployeeProfileEntity) => profile.name_en;

/**
 * Hr: payroll loans store. The caller's loan within the rules of 2.3, `pending_acceptance`,
 * submitted to its approval (line manager → HR manager → finance manager) in one transaction with
 * the one-open-loan guard (`EMPLOYEE#<id>` / `OPEN_LOAN` put only if absent: of 20 parallel stores
 * one lands, the others a 422 on `amount`).
 */
export async function storeLoan(caller: StaffCaller, input: LoanInput): Promise<PayrollLoanEntity> {
  const profile = await ownProfile(caller);
  const { installment } = checkedTerms(profile, input);
  const id = await nextId(PAYROLL_LOAN);
  const attributes: PayrollLoan = {
    number: await takeLoanNumber(),
    employee_id: caller.id,
    department_id: profile.department_id,
    amount: input.amount,
    reason: input.reason,
    installments_count: input.installments_count,
    monthly_installment: installment,
    start_month: input.start_month,
    status: 'pending_acceptance',
    acceptance_id: null,
    decided_at: null,
    disbursed_at: null,
    disbursed_on: null,
    disbursement_method: null,
    disbursement_reference: null,
    disbursed_by_id: null,
    outstanding: 0,
    repaid: 0,
    schedule: [],
    closed_at: null,
    cancelled_by_id: null,
  };
  let created: PayrollLoanEntity | undefined;
  await submitForAcceptance(payrollLoanApprovable, id, {
    subject: loanSubject(attributes, loanTitle(attributes, employeeName(profile))),
    guards: [openLoanTaken(caller.id, id)],
    also: async (acceptanceId) => {
      const prepared = await prepareCreate(
        PAYROLL_LOAN,
        { ...attributes, acceptance_id: acceptanceId },
        { id },
      );
      created = prepared.entity;
      return prepared.items;
    },
  });
  return created as PayrollLoanEntity;
}

/** A loan in the caller's `hr` row scope (their own, a report's, any for HR and finance), else 404. */
export async function scopedLoan(caller: StaffCaller, id: number): Promise<PayrollLoanEntity> {
  const loan = await findEntity(PAYROLL_LOAN, id);
  if (!loan || !inHrScope(caller, loan)) throw new NotFoundError(LOAN_RECORD_NAME);
  return loan;
}

/** The employee's own pending loan (another's in scope: 403; decided: 409). */
async function ownPendingLoan(caller: StaffCaller, id: number): Promise<PayrollLoanEntity> {
  const loan = await scopedLoan(caller, id);
  if (loan.employee_id !== caller.id) throw new ForbiddenError();
  if (loan.status !== 'pending_acceptance' || loan.acceptance_id === null)
    throw new ConflictError('payroll_loans.not_allowed', { status: loan.status });
  return loan;
}

/**
 * Hr: payroll loans update. Pending only: the open approval withdrawn, the loan rewritten and
 * submitted again from its first step, in one transaction (the engine's lock forbids a plain
 * edit; the lock's guard moves to the new acceptance under the old one's id). The open-loan guard
 * stays the loan's.
 */
export async function updateLoan(caller: StaffCaller, id: number, input: LoanInput) {
  const profile = await ownProfile(caller);
  const { installment } = checkedTerms(profile, input);
  return retryRaces(async () => {
    const loan = await ownPendingLoan(caller, id);
    const cancel = await prepareOpenAcceptanceCancel(payrollLoanApprovable, id, actorOf(caller), {
      keepGuard: true,
    });
    // Decided meanwhile: the state that won answers (409).
    if (cancel.length === 0 || loan.acceptance_id === null) throw new ConflictError();
    const changes = {
      amount: input.amount,
      installments_count: input.installments_count,
      monthly_installment: installment,
      start_month: input.start_month,
      reason: input.reason,
    };
    const rewritten = { ...loan, ...changes };
    let updated: PayrollLoanEntity | undefined;
    await submitForAcceptance(payrollLoanApprovable, id, {
      subject: loanSubject(rewritten, loanTitle(rewritten, employeeName(profile))),
      replaces: loan.acceptance_id,
      also: async (acceptanceId) => {
        const prepared = await prepareUpdate(
          PAYROLL_LOAN,
          id,
          { ...changes, acceptance_id: acceptanceId },
          { recordName: LOAN_RECORD_NAME, current: loan, expectedVersion: loan.version },
        );
        updated = prepared.entity;
        return [...cancel, ...prepared.items];
      },
    });
    return updated as PayrollLoanEntity;
  }, 20);
}

/**
 * Hr: payroll loans delete. Pending only (the employee): `cancelled`, its approval cancelled and the
 * open-loan guard freed in one transaction.
 */
export async function deleteLoan(caller: StaffCaller, id: number) {
  return retryRaces(async () => {
    const loan = await ownPendingLoan(caller, id);
    const actor = actorOf(caller);
    const at = new Date().toISOString();
    const step = loanLifecycle.step('cancel', {
      from: loan.status,
      actor: { kind: 'system', name: 'withdraw' },
      subject: loan,
    });
    const prepared = await prepareTransition(PAYROLL_LOAN, loan, step, {
      actor,
      recordName: LOAN_RECORD_NAME,
      at,
      changes: { cancelled_by_id: caller.id, decided_at: at },
    });
    const cancelled = await cancelOpenAcceptance(payrollLoanApprovable, id, actor, {
      also: [...prepared.items, openLoanFreed(loan.employee_id, loan.id).item],
    });
    if (!cancelled) throw new ConflictError();
    return prepared.entity;
  }, 20);
}

const loanTypes = approvableTypesOf([payrollLoanApprovable]);

/**
 * Hr: payroll loans approve. The caller accepts the loan's current step by the engine's rules (a
 * current reviewer, never the requester: 403); the last step (finance manager) approves the loan.
 * Readable to the caller through the row scope or as a participant of its approval, else 404; not
 * pending: 409.
 */
export async function approveLoan(caller: StaffCaller, id: number, comment: string | null) {
  const loan = await findEntity(PAYROLL_LOAN, id);
  const acceptance = loan?.acceptance_id ? await loadAcceptance(loan.acceptance_id) : undefined;
  if (!loan || !(inHrScope(caller, loan) || (acceptance && isParticipant(acceptance, caller.id))))
    throw new NotFoundError(LOAN_RECORD_NAME);
  if (loan.status !== 'pending_acceptance' || !acceptance)
    throw new ConflictError('payroll_loans.not_allowed', { status: loan.status });
  await decideAmong(loanTypes, acceptance.id, caller, 'accept', comment);
  return getEntity(PAYROLL_LOAN, id, LOAN_RECORD_NAME);
}

/** Whether the caller may act for HR on any loan (read all, repay). */
export const managesLoans = (caller: StaffCaller) => holds(caller, 'hr.loans.manage');
