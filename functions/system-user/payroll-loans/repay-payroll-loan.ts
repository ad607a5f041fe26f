import { idempotentRequest } from '../../../shared/domain/idempotency/idempotency';
import { halalasOfSar } from '../../../shared/domain/money';
import { repayLoan } from '../../../shared/domain/payroll-loans/loan-money';
import { loanRecord } from '../../../shared/domain/payroll-loans/loan-views';
import { ValidationError } from '../../../shared/errors';
import { single } from '../../../shared/http/envelopes';
import { idempotencyKey } from '../../../shared/http/idempotency-key';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { LOAN, loanPath, repayBody } from './fields';

/**
 * POST {system_user_url}/hr/payroll-loans/{payroll_loan_id}/repay (HR): `amount` SAR, at most the
 * outstanding (422 naming it), allocated oldest installment first, by `method` (payroll, cash, bank,
 * end_of_service); outstanding 0 closes the loan. `Idempotency-Key` required. Not disbursed: 409.
 */
export const staffRepayPayrollLoan = defineOperation(
  {
    method: 'POST',
    path: `${LOAN}/repay`,
    operationId: 'staffRepayPayrollLoan',
    summary: 'Hr: payroll loans repay',
    access: { kind: 'staff', ability: 'hr.loans.manage' },
    response: { kind: 'single', record: 'PayrollLoan', conflict: true },
    params: loanPath,
    body: repayBody,
  },
  async ({ params, body, request }) => {
    const caller = staffCaller(request);
    const header = idempotencyKey(request);
    if (header === undefined) throw ValidationError.forField('Idempotency-Key', 'validation.required');
    const key = idempotentRequest('staffRepayPayrollLoan', caller.id, header, { ...params, ...body });
    const loan = await repayLoan(
      caller,
      params.payroll_loan_id,
      {
        amount: halalasOfSar(body.amount),
        method: body.method,
        reference: body.reference ?? null,
        date: body.date,
      },
      key,
    );
    return single(await loanRecord(loan, request.locale));
  },
);
