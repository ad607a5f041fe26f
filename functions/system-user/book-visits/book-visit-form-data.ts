import { staffVisitFormData } from '../../../shared/domain/visits/staff-visit-queries';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';

/**
 * GET {system_user_url}/crm/book-visits/get-form-data: the projects, kinds, lengths, statuses,
 * slot rules and the sales agents a visit can be assigned to.
 */
export const staffBookVisitFormData = defineOperation(
  {
    method: 'GET',
    path: '/crm/book-visits/get-form-data',
    operationId: 'staffBookVisitFormData',
    summary: 'BookVisit: get form data',
    response: { kind: 'single', record: 'StaffVisitFormData' },
  },
  async ({ request }) => single(await staffVisitFormData(request.locale)),
);
