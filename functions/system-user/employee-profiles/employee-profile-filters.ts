import { profileFilters } from '../../../shared/domain/employee-profiles/list-profiles';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';

/** GET {system_user_url}/hr/employee-profiles/filters: the index's filters and their choices. */
export const staffEmployeeProfileFilters = defineOperation(
  {
    method: 'GET',
    path: '/hr/employee-profiles/filters',
    operationId: 'staffEmployeeProfileFilters',
    summary: 'Hr: employee-profiles index filters',
    response: { kind: 'single', record: 'ListFilters' },
  },
  async ({ request }) => single(await profileFilters(request.locale)),
);
