import { halalasOfSar } from '../../../shared/domain/money';
import { loanRecord } from '../../../shared/domain/payroll-loans/loan-views';
import { updateLoan } from '../../../shared/domain/payroll-loans/loan-writes';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { LOAN, loanBody, loanPath } from './fields';

/**
 * POST {system_user_url}/hr/payroll-loans/{payroll_loan_id}/update: the employee's own pending
 * loan rewritten (the rules of store): its approval withdrawn and submitted again from the first
 * step in one transaction. Decided: 409; another's: 403 (out of scope: 404).
 */
export const staffUpdatePayrollLoan = defineOperation(
  {
    method: 'POST',
    path: `${LOAN}/update`,
    operationId: 'staffUpdatePayrollLoan',
    summary: 'Hr: payroll loans update',
    response: { kind: 'single', record: 'PayrollLoan', conflict: true },
    params: loanPath,
    body: loanBody,
  },
  async ({ params, body, request }) =>
    single(
      await loanRecord(
        await updateLoan(staffCaller(request), params.payroll_loan_id, {
          ...body,
          amount: halalasOfSar(body.amount),
        }),
        request.locale,
      ),
    ),
);
