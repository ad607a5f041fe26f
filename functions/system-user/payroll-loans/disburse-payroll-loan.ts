import { idempotentRequest } from '../../../shared/domain/idempotency/idempotency';
import { disburseLoan } from '../../../shared/domain/payroll-loans/loan-money';
import { loanRecord } from '../../../shared/domain/payroll-loans/loan-views';
import { ValidationError } from '../../../shared/errors';
import { single } from '../../../shared/http/envelopes';
import { idempotencyKey } from '../../../shared/http/idempotency-key';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { disburseBody, LOAN, loanPath } from './fields';

/**
 * POST {system_user_url}/hr/payroll-loans/{payroll_loan_id}/disburse (finance): an approved loan paid
 * out by `method` (bank_transfer, cash, cheque) with `reference` on `date`: its schedule built from
 * the start month (the last installment absorbs the rounding), `disbursed`, outstanding = amount.
 * `Idempotency-Key` required (the same key and body answers again; another body 422). Not approved: 409.
 */
export const staffDisbursePayrollLoan = defineOperation(
  {
    method: 'POST',
    path: `${LOAN}/disburse`,
    operationId: 'staffDisbursePayrollLoan',
    summary: 'Hr: payroll loans disburse',
    access: { kind: 'staff', ability: 'hr.loans.disburse' },
    response: { kind: 'single', record: 'PayrollLoan', conflict: true },
    params: loanPath,
    body: disburseBody,
  },
  async ({ params, body, request }) => {
    const caller = staffCaller(request);
    const header = idempotencyKey(request);
    if (header === undefined) throw ValidationError.forField('Idempotency-Key', 'validation.required');
    const key = idempotentRequest('staffDisbursePayrollLoan', caller.id, header, { ...params, ...body });
    const loan = await disburseLoan(
      caller,
      params.payroll_loan_id,
      { method: body.method, reference: body.reference ?? null, date: body.date },
      key,
    );
    return single(await loanRecord(loan, request.locale));
  },
);
