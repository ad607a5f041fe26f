import { findEntity, getEntity } from '../../db/entity-store';
import type { TransactItem } from '../../db/transactions';
import {
  type ApprovableSubject,
  type ApprovableType,
  approvableSubject,
  type DecisionContext,
} from '../acceptances/approvable-types';
import { HR_SCOPE } from '../hr/hr-scope';
import { prepareTransition } from '../lifecycle/apply-transition';
import type { Actor } from '../lifecycle/lifecycle';
import { sarOfHalalas } from '../money';
import {
  LOAN_RECORD_NAME,
  loanLifecycle,
  openLoanFreed,
  PAYROLL_LOAN,
  type PayrollLoan,
  type PayrollLoanEntity,
} from './payroll-loans';

/** The record type name of payroll loans in the engine. */
export const LOAN_APPROVABLE = 'payroll_loan';

/** The title an approval shows: number, amount (SAR) and installments. */
export const loanTitle = (
  loan: Pick<PayrollLoan, 'number' | 'amount' | 'installments_count'>,
  employeeName: string,
) => {
  const amount = sarOfHalalas(loan.amount).toFixed(2);
  return {
    en: `Payroll loan ${loan.number}: SAR ${amount} in ${loan.installments_count} installments (${employeeName})`,
    ar: `سلفة ${loan.number}: ${amount} ريال على ${loan.installments_count} قسطًا (${employeeName})`,
  };
};

/** What the engine keeps of a loan at submission. */
export const loanSubject = (
  loan: Pick<PayrollLoan, 'number' | 'amount' | 'installments_count' | 'employee_id'>,
  title: { en: string; ar: string },
): ApprovableSubject => ({
  summary: title,
  amount: sarOfHalalas(loan.amount),
  project_id: null,
  client_id: null,
  subtype: null,
  requester_id: loan.employee_id,
});

const engineActor = (context: DecisionContext): Actor => ({
  kind: 'system',
  name: `acceptance#${context.acceptanceId}`,
});

/** Approved or rejected: the step under the version read; a rejected loan frees the open-loan guard. */
async function decided(context: DecisionContext, action: 'approve' | 'reject'): Promise<TransactItem[]> {
  const loan = await getEntity(PAYROLL_LOAN, context.id, LOAN_RECORD_NAME);
  const actor = engineActor(context);
  const step = loanLifecycle.step(action, { from: loan.status, actor, subject: loan });
  const prepared = await prepareTransition(PAYROLL_LOAN, loan, step, {
    actor,
    recordName: LOAN_RECORD_NAME,
    reason: context.reason,
    at: context.at,
    changes: { decided_at: context.at },
  });
  return [...prepared.items, ...(action === 'reject' ? [openLoanFreed(loan.employee_id, loan.id).item] : [])];
}

/**
 * `payroll_loan` (STAFF-DOMAIN 1.6): the requester's line manager, then the HR manager, then the
 * finance manager; never in bulk. Cancelled only by the loan's own delete or rewrite, which write the
 * record and the guard themselves (so `onCancelled` adds nothing).
 */
export const payrollLoanApprovable: ApprovableType = {
  type: LOAN_APPROVABLE,
  recordName: LOAN_RECORD_NAME,
  policies: [
    {
      name: 'payroll loan',
      steps: [
        { name: 'Line manager', reviewer: { kind: 'relation', relation: 'requester_manager' } },
        { name: 'HR manager', reviewer: { kind: 'role', role: 'hr_manager' } },
        { name: 'Finance manager', reviewer: { kind: 'role', role: 'finance_manager' } },
      ],
      bulk_allowed: false,
    },
  ],
  subject: approvableSubject<PayrollLoanEntity>({
    kind: 'payroll_loan',
    family: 'hr',
    viewAbility: 'hr.self.use',
    scope: HR_SCOPE,
    load: (id) => findEntity(PAYROLL_LOAN, id),
    // Issue 35 serves GET /records/employee-loans/{id}; until then the index is where loans are read.
    showPath: () => '/hr/payroll-loans',
    summary: (loan, acceptance) => ({
      title: { en: acceptance.title_en, ar: acceptance.title_ar },
      amount: sarOfHalalas(loan.amount),
      percentage: null,
      project_id: null,
      client_id: null,
      unit_id: null,
      starts_at: null,
      ends_at: null,
      requested_at: loan.created_at,
      requester_id: loan.employee_id,
    }),
  }),
  describe: async (id) => {
    const loan = await findEntity(PAYROLL_LOAN, id);
    return loan ? loanSubject(loan, loanTitle(loan, `#${loan.employee_id}`)) : undefined;
  },
  onApproved: (context) => decided(context, 'approve'),
  onRejected: (context) => decided(context, 'reject'),
  onCancelled: async () => [],
};
