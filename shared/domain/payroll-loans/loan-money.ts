import { getEntity, prepareCreate, prepareUpdate } from '../../db/entity-store';
import { when } from '../../db/expressions';
import { transaction } from '../../db/transaction-builder';
import { ConflictError, ValidationError } from '../../errors';
import type { StaffCaller } from '../callers/callers';
import {
  IdempotentReplay,
  type IdempotentRequest,
  idempotencyPut,
  idempotent,
} from '../idempotency/idempotency';
import { actorRef, statusChangePut } from '../lifecycle/status-history';
import { sarOfHalalas } from '../money';
import { retryRaces } from '../retry';
import { allocateRepayment, buildSchedule } from './loan-schedule';
import { scopedLoan } from './loan-writes';
import {
  type DisbursementMethod,
  LOAN_RECORD_NAME,
  LOAN_REPAYMENT,
  openLoanFreed,
  PAYROLL_LOAN,
  type PayrollLoanEntity,
  type RepaymentMethod,
} from './payroll-loans';

export interface DisburseInput {
  method: DisbursementMethod;
  reference: string | null;
  /** `YYYY-MM-DD`. */
  date: string;
}

export interface RepayInput {
  /** Halalas. */
  amount: number;
  method: RepaymentMethod;
  reference: string | null;
  /** `YYYY-MM-DD`. */
  date: string;
}

/** What a write answers: the loan as it is now (a replay answers it too, as the first call did). */
const loanNow = (id: number) => getEntity(PAYROLL_LOAN, id, LOAN_RECORD_NAME);

const historyEntry = (loan: PayrollLoanEntity, caller: StaffCaller, action: string, to: string, at: string) =>
  statusChangePut(
    { type: PAYROLL_LOAN, id: loan.id },
    {
      version: loan.version + 1,
      action,
      from: loan.status,
      to,
      by: actorRef({ kind: 'staff', id: caller.id, abilities: caller.abilities }),
      at,
      reason: null,
    },
  );

/**
 * Hr: payroll loans disburse (finance, `hr.loans.disburse`). Approved only (else 409): the schedule
 * built from the start month (installments_count months, the last absorbing the rounding),
 * `disbursed`, outstanding = amount, in one transaction with the `Idempotency-Key`'s record (the
 * same key and body answers the loan again; another body 422).
 */
export async function disburseLoan(
  caller: StaffCaller,
  id: number,
  input: DisburseInput,
  key: IdempotentRequest | undefined,
) {
  const loan = await scopedLoan(caller, id);
  return idempotent(
    key,
    async () => {
      if (loan.status !== 'approved')
        throw new ConflictError('payroll_loans.not_allowed', { status: loan.status });
      const at = new Date().toISOString();
      const prepared = await prepareUpdate(
        PAYROLL_LOAN,
        id,
        {
          status: 'disbursed',
          schedule: buildSchedule(loan.amount, loan.installments_count, loan.start_month),
          outstanding: loan.amount,
          disbursed_at: at,
          disbursed_on: input.date,
          disbursement_method: input.method,
          disbursement_reference: input.reference,
          disbursed_by_id: caller.id,
        },
        {
          recordName: LOAN_RECORD_NAME,
          current: loan,
          condition: when.eq('status', 'approved'),
          also: [historyEntry(loan, caller, 'disburse', 'disbursed', at)],
        },
      );
      const write = transaction('staffDisbursePayrollLoan', { budget: 30 });
      if (key) write.add(idempotencyPut(key, { loan_id: id }, new Date(at)));
      write.include('loan-approved', prepared);
      await write.commit({
        'idempotency-key': () => new IdempotentReplay(),
        'loan-approved': () => new ConflictError('payroll_loans.not_allowed', { status: 'disbursed' }),
      });
      return prepared.entity;
    },
    () => loanNow(id),
  );
}

/**
 * Hr: payroll loans repay (HR, `hr.loans.manage`). Disbursed only (else 409); `amount` at most the
 * outstanding (422 naming it), allocated oldest installment first; one conditional update of the
 * loan (`outstanding >= amount` under the version read: 20 parallel repayments never repay beyond
 * it) with the repayment's record and the key's. Outstanding 0: `closed` and the open-loan guard
 * freed in the same transaction.
 */
export async function repayLoan(
  caller: StaffCaller,
  id: number,
  input: RepayInput,
  key: IdempotentRequest | undefined,
) {
  await scopedLoan(caller, id);
  return idempotent(
    key,
    () =>
      retryRaces(async () => {
        const loan = await loanNow(id);
        if (loan.status !== 'disbursed')
          throw new ConflictError('payroll_loans.not_allowed', { status: loan.status });
        if (input.amount > loan.outstanding)
          throw ValidationError.forField('amount', 'payroll_loans.over_outstanding', {
            outstanding: sarOfHalalas(loan.outstanding).toFixed(2),
          });
        const at = new Date().toISOString();
        const { schedule, allocations } = allocateRepayment(loan.schedule, input.amount);
        const outstanding = loan.outstanding - input.amount;
        const closes = outstanding === 0;
        const repayment = await prepareCreate(
          LOAN_REPAYMENT,
          {
            loan_id: id,
            employee_id: loan.employee_id,
            amount: input.amount,
            method: input.method,
            reference: input.reference,
            paid_on: input.date,
            recorded_by_id: caller.id,
            allocations,
          },
          { links: [{ type: PAYROLL_LOAN, id }] },
        );
        const prepared = await prepareUpdate(
          PAYROLL_LOAN,
          id,
          {
            schedule,
            outstanding,
            repaid: loan.repaid + input.amount,
            ...(closes ? { status: 'closed', closed_at: at } : {}),
          },
          {
            recordName: LOAN_RECORD_NAME,
            current: loan,
            condition: when.and(when.eq('status', 'disbursed'), when.ge('outstanding', input.amount)),
            also: closes ? [historyEntry(loan, caller, 'close', 'closed', at)] : [],
          },
        );
        const write = transaction('staffRepayPayrollLoan', { budget: 40 });
        if (key) write.add(idempotencyPut(key, { loan_id: id }, new Date(at)));
        write.include('loan-outstanding', prepared);
        write.include('repayment', repayment);
        if (closes) write.add(openLoanFreed(loan.employee_id, id));
        // A lost race (the version moved) is taken again on fresh reads by retryRaces.
        await write.commit({ 'idempotency-key': () => new IdempotentReplay() });
        return prepared.entity;
      }, 80),
    () => loanNow(id),
  );
}
