import { type EntityOf, entityType } from '../../db/entity-type';
import { when } from '../../db/expressions';
import { type TxItem, txDelete, txPut } from '../../db/transaction-builder';
import { ConflictError, ValidationError } from '../../errors';
import { bySystem, defineLifecycle } from '../lifecycle/lifecycle';
import type { LifecycleError } from '../lifecycle/lifecycle-errors';
import type { Allocation, ScheduleEntry } from './loan-schedule';

export const LOAN_STATUSES = [
  'pending_acceptance',
  'approved',
  'rejected',
  'cancelled',
  'disbursed',
  'closed',
] as const;
export type LoanStatus = (typeof LOAN_STATUSES)[number];

/** How finance pays a loan out. */
export const DISBURSEMENT_METHODS = ['bank_transfer', 'cash', 'cheque'] as const;
export type DisbursementMethod = (typeof DISBURSEMENT_METHODS)[number];

/** How a loan is paid back (2.5: `end_of_service` added to 9.4). */
export const REPAYMENT_METHODS = ['payroll', 'cash', 'bank', 'end_of_service'] as const;
export type RepaymentMethod = (typeof REPAYMENT_METHODS)[number];

/** The statuses in which a loan is open: it holds its employee's one-open-loan guard. */
export const OPEN_STATUSES: readonly LoanStatus[] = ['pending_acceptance', 'approved', 'disbursed'];

/**
 * A payroll loan (STAFF-DOMAIN-2 2.1, 2.3; `LN-YYYY-NNNNNN`), money in halalas. `schedule` (≤ 24
 * months) is built at disbursement and kept on the record, so a repayment is one conditional update
 * of it; `outstanding` is what is left (amount − repaid), 0 before disbursement.
 */
export interface PayrollLoan {
  number: string;
  employee_id: number;
  department_id: number | null;
  amount: number;
  reason: string;
  installments_count: number;
  monthly_installment: number;
  /** `YYYY-MM`: the first month the payroll deducts. */
  start_month: string;
  status: string;
  acceptance_id: number | null;
  decided_at: string | null;
  disbursed_at: string | null;
  /** `YYYY-MM-DD` the finance manager paid it out. */
  disbursed_on: string | null;
  disbursement_method: DisbursementMethod | null;
  disbursement_reference: string | null;
  disbursed_by_id: number | null;
  outstanding: number;
  repaid: number;
  schedule: ScheduleEntry[];
  closed_at: string | null;
  cancelled_by_id: number | null;
}

/** Loans, listed by employee, status, start month, and employee with status. */
export const PAYROLL_LOAN = entityType<PayrollLoan>('PAYROLL_LOAN', {
  lists: [['employee_id'], ['status'], ['start_month'], ['employee_id', 'status']],
});
export type PayrollLoanEntity = EntityOf<typeof PAYROLL_LOAN>;

/** One repayment of a loan: its amount, method and the months it paid (oldest first). */
export interface LoanRepayment {
  loan_id: number;
  employee_id: number;
  amount: number;
  method: RepaymentMethod;
  reference: string | null;
  paid_on: string;
  recorded_by_id: number;
  allocations: Allocation[];
}

export const LOAN_REPAYMENT = entityType<LoanRepayment>('LOAN_REPAYMENT', { lists: [['loan_id']] });
export type LoanRepaymentEntity = EntityOf<typeof LOAN_REPAYMENT>;

export const LOAN_RECORD_NAME = 'payroll loan';

/** The engine decides (system); delete while pending cancels; disburse and close are finance's and HR's writes. */
export const loanLifecycle = defineLifecycle({
  name: LOAN_RECORD_NAME,
  states: LOAN_STATUSES,
  initial: 'pending_acceptance',
  transitions: [
    { action: 'approve', from: ['pending_acceptance'], to: 'approved', by: [bySystem] },
    { action: 'reject', from: ['pending_acceptance'], to: 'rejected', by: [bySystem] },
    { action: 'cancel', from: ['pending_acceptance'], to: 'cancelled', by: [bySystem] },
  ],
  refuse: (refused: LifecycleError) =>
    new ConflictError('payroll_loans.not_allowed', { status: refused.from }),
});

/** The employee's one-open-loan guard: `EMPLOYEE#<id>` / `OPEN_LOAN`, holding the loan's id. */
export const openLoanKey = (employeeId: number) => ({ pk: `EMPLOYEE#${employeeId}`, sk: 'OPEN_LOAN' });

/** The guard taken at store, only if the employee has no open loan (422 on `amount` otherwise). */
export const openLoanTaken = (employeeId: number, loanId: number): TxItem => ({
  ...txPut(
    'open-loan',
    { ...openLoanKey(employeeId), entity_type: 'OPEN_LOAN', loan_id: loanId },
    { condition: when.itemAbsent() },
  ),
  refusal: () => ValidationError.forField('amount', 'payroll_loans.open_loan'),
});

/** The guard freed when the loan stops being open (rejected, cancelled, closed): only the loan's own. */
export const openLoanFreed = (employeeId: number, loanId: number): TxItem =>
  txDelete('open-loan-freed', openLoanKey(employeeId), { condition: when.eq('loan_id', loanId) });
