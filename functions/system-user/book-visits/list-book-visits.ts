import * as z from 'zod/mini';
import { listStaffVisits } from '../../../shared/domain/visits/staff-visit-queries';
import { page } from '../../../shared/http/envelopes';
import { paginationQuery } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { visitFilters } from './fields';

/**
 * GET {system_user_url}/crm/book-visits: the visits the caller's row scope shows (an agent's own,
 * a manager's department or projects, all), newest booking first, by `status` and `project_id`.
 * The assignee scope with both filters is not served (422 naming the combinations).
 */
export const staffListBookVisits = defineOperation(
  {
    method: 'GET',
    path: '/crm/book-visits',
    operationId: 'staffListBookVisits',
    summary: 'BookVisit: Index',
    response: { kind: 'list', record: 'StaffVisit' },
    query: z.object({ ...paginationQuery, ...visitFilters }),
  },
  async ({ query, request }) =>
    page(
      await listStaffVisits(staffCaller(request), request.locale, {
        ...request.page,
        filters: { status: query.status, project_id: query.project_id },
      }),
      request,
    ),
);
