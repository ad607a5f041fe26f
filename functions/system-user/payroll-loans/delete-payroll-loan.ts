import { loanRecord } from '../../../shared/domain/payroll-loans/loan-views';
import { deleteLoan } from '../../../shared/domain/payroll-loans/loan-writes';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { LOAN, loanPath } from './fields';

/**
 * DELETE {system_user_url}/hr/payroll-loans/{payroll_loan_id}: the employee's own pending loan
 * `cancelled`, its approval cancelled and the open-loan guard freed in one transaction. Decided: 409.
 */
export const staffDeletePayrollLoan = defineOperation(
  {
    method: 'DELETE',
    path: LOAN,
    operationId: 'staffDeletePayrollLoan',
    summary: 'Hr: payroll loans delete',
    response: { kind: 'single', record: 'PayrollLoan', conflict: true },
    params: loanPath,
  },
  async ({ params, request }) =>
    single(await loanRecord(await deleteLoan(staffCaller(request), params.payroll_loan_id), request.locale)),
);
