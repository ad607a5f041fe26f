import { halalasOfSar } from '../../../shared/domain/money';
import { loanRecord } from '../../../shared/domain/payroll-loans/loan-views';
import { storeLoan } from '../../../shared/domain/payroll-loans/loan-writes';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { loanBody } from './fields';

/**
 * POST {system_user_url}/hr/payroll-loans: the caller's loan (`amount` SAR, `installments_count` ≤
 * 24, `start_month` YYYY-MM, `reason`). The installment (the amount over the count, up to the
 * halala) at most 10 % of the monthly wage, one open loan per employee (422 on `amount` otherwise);
 * `LN-YYYY-NNNNNN`, `pending_acceptance`, its approval opened in the same transaction.
 */
export const staffStorePayrollLoan = defineOperation(
  {
    method: 'POST',
    path: '/hr/payroll-loans',
    operationId: 'staffStorePayrollLoan',
    summary: 'Hr: payroll loans store',
    response: { kind: 'single', record: 'PayrollLoan', created: true },
    body: loanBody,
  },
  async ({ body, request }) =>
    single(
      await loanRecord(
        await storeLoan(staffCaller(request), { ...body, amount: halalasOfSar(body.amount) }),
        request.locale,
      ),
    ),
);
