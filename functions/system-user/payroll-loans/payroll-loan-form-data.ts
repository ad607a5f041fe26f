import { loanFormData } from '../../../shared/domain/payroll-loans/loan-views';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';

/**
 * GET {system_user_url}/hr/payroll-loans/create-update-data: the caller's loan caps (installment at
 * most 10 % of the monthly wage, amount at most that × 24, in SAR), whether they hold an open loan,
 * the earliest start month and the disbursement and repayment methods.
 */
export const staffPayrollLoanFormData = defineOperation(
  {
    method: 'GET',
    path: '/hr/payroll-loans/create-update-data',
    operationId: 'staffPayrollLoanFormData',
    summary: 'Hr: payroll loans get-create-update-data',
    response: { kind: 'single', record: 'PayrollLoanFormData' },
  },
  async ({ request }) => single(await loanFormData(staffCaller(request), request.locale)),
);
