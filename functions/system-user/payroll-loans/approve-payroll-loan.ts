import * as z from 'zod/mini';
import { loanRecord } from '../../../shared/domain/payroll-loans/loan-views';
import { approveLoan } from '../../../shared/domain/payroll-loans/loan-writes';
import { single } from '../../../shared/http/envelopes';
import { blankAsAbsent, text } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { LOAN, loanPath } from './fields';

/**
 * POST {system_user_url}/hr/payroll-loans/{payroll_loan_id}/approve: the caller accepts the loan's
 * current approval step (line manager → HR manager → finance manager) by the engine's rules (not a
 * current reviewer, or the requester: 403); after the last the loan is `approved`. Not pending: 409.
 */
export const staffApprovePayrollLoan = defineOperation(
  {
    method: 'POST',
    path: `${LOAN}/approve`,
    operationId: 'staffApprovePayrollLoan',
    summary: 'Hr: payroll loans approve',
    access: { kind: 'staff', ability: 'core.acceptances.decide' },
    response: { kind: 'single', record: 'PayrollLoan', conflict: true },
    params: loanPath,
    body: z.object({ comment: blankAsAbsent(text(1000)) }),
  },
  async ({ params, body, request }) =>
    single(
      await loanRecord(
        await approveLoan(staffCaller(request), params.payroll_loan_id, body.comment ?? null),
        request.locale,
      ),
    ),
);
