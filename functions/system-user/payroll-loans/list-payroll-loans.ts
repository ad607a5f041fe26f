import * as z from 'zod/mini';
import { listLoans } from '../../../shared/domain/payroll-loans/loan-views';
import { page } from '../../../shared/http/envelopes';
import { paginationQuery } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { loanFilterQuery } from './fields';

/**
 * GET {system_user_url}/hr/payroll-loans: the loans in the caller's `hr` row scope (their own; a line
 * manager also their reports'; HR and finance all), newest first, by `status`, `employee_id` and
 * `month` (the first installment's, `YYYY-MM`).
 */
export const staffListPayrollLoans = defineOperation(
  {
    method: 'GET',
    path: '/hr/payroll-loans',
    operationId: 'staffListPayrollLoans',
    summary: 'Hr: payroll loans index',
    response: { kind: 'list', record: 'PayrollLoan' },
    query: z.object({ ...paginationQuery, ...loanFilterQuery }),
  },
  async ({ query: { page: _page, per_page: _perPage, ...filters }, request }) =>
    page(
      await listLoans(staffCaller(request), { ...request.page, filters, locale: request.locale }),
      request,
    ),
);
