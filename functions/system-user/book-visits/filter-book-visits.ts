import * as z from 'zod/mini';
import { listStaffVisits } from '../../../shared/domain/visits/staff-visit-queries';
import { page } from '../../../shared/http/envelopes';
import { paginationQuery } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { visitFilters } from './fields';

/**
 * POST {system_user_url}/crm/book-visits/filter: the index with its filters (`status`,
 * `project_id`) in the body; `page` and `per_page` in the query.
 */
export const staffFilterBookVisits = defineOperation(
  {
    method: 'POST',
    path: '/crm/book-visits/filter',
    operationId: 'staffFilterBookVisits',
    summary: 'BookVisit: Index Filter',
    response: { kind: 'list', record: 'StaffVisit' },
    query: z.object({ ...paginationQuery }),
    body: z.object(visitFilters),
  },
  async ({ body, request }) =>
    page(
      await listStaffVisits(staffCaller(request), request.locale, {
        ...request.page,
        filters: { status: body.status, project_id: body.project_id },
      }),
      request,
    ),
);
