import { fromLocalFixture } from '../../../infra/openapi/postman-scripts';
import type { LocalFixtures, ModuleExamples, RequestExample } from '../../../infra/openapi/request-examples';

type LoanState = 'own' | 'free' | 'pending' | 'approved' | 'disbursed';

/**
 * A working request for each operation of system-user/payroll-loans, on the demo data of `npm
 * start`: the caller is the demo staff user, so each run-once example makes its loan first (the
 * demo staff user's own with its open loan taken out of the way, or another employee's reporting
 * to it, pending, approved or disbursed).
 */
const loanFixture = (state: LoanState) => async () => ({
  id: await (await import('../../../infra/local/seed/hr-loans')).exampleLoan(state),
});

export const fixtures: LocalFixtures = {
  'payroll-loans/own': loanFixture('own'),
  'payroll-loans/free': loanFixture('free'),
  'payroll-loans/pending': loanFixture('pending'),
  'payroll-loans/approved': loanFixture('approved'),
  'payroll-loans/disbursed': loanFixture('disbursed'),
};

const onLoan = (state: LoanState): RequestExample => ({
  path: { payroll_loan_id: '{fixture}' },
  localFixture: `payroll-loans/${state}`,
  postman: {
    path: { payroll_loan_id: `{{${state}_loan_id}}` },
    prerequest: fromLocalFixture(`payroll-loans/${state}`, { [`${state}_loan_id`]: 'id' }),
  },
});

const loanBody = {
  amount: '6000',
  installments_count: '12',
  start_month: '2030-01',
  reason: 'Family expenses',
};

export const examples: ModuleExamples = {
  staffListPayrollLoans: { query: { status: 'disbursed' } },
  staffPayrollLoanFilters: {},
  staffPayrollLoanFormData: {},
  staffStorePayrollLoan: {
    body: loanBody,
    localFixture: 'payroll-loans/free',
    postman: { prerequest: fromLocalFixture('payroll-loans/free', { free_loan_user: 'id' }) },
  },
  staffUpdatePayrollLoan: { ...onLoan('own'), body: { ...loanBody, amount: '4800' } },
  staffDeletePayrollLoan: onLoan('own'),
  staffApprovePayrollLoan: { ...onLoan('pending'), body: { comment: 'Within the cap.' } },
  staffDisbursePayrollLoan: {
    ...onLoan('approved'),
    body: { method: 'bank_transfer', reference: 'TRX-55120', date: '2026-12-08' },
    headers: { 'Idempotency-Key': 'example-disburse-of-an-approved-loan' },
  },
  staffRepayPayrollLoan: {
    ...onLoan('disbursed'),
    body: { amount: '500', method: 'payroll', reference: 'PAYROLL-2026-12', date: '2026-12-08' },
    headers: { 'Idempotency-Key': 'example-repayment-of-a-disbursed-loan' },
  },
};
