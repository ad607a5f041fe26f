import { loanFilters } from '../../../shared/domain/payroll-loans/loan-views';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';

/** GET {system_user_url}/hr/payroll-loans/filters: the index's filters (status, employee, month). */
export const staffPayrollLoanFilters = defineOperation(
  {
    method: 'GET',
    path: '/hr/payroll-loans/filters',
    operationId: 'staffPayrollLoanFilters',
    summary: 'Hr: payroll loans get-filters',
    response: { kind: 'single', record: 'ListFilters' },
  },
  async ({ request }) => single(loanFilters(request.locale)),
);
