import * as z from 'zod/mini';
import { listSalesProjects } from '../../../shared/domain/sales-support/browse-projects';
import { page } from '../../../shared/http/envelopes';
import { filterText, paginationQuery } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';

/**
 * GET {system_user_url}/sales-support: the projects in view, newest first, each with its units
 * available, booked and sold (the project's counters); filters `status`, `type`, alone or together.
 */
export const staffSalesSupportIndex = defineOperation(
  {
    method: 'GET',
    path: '/sales-support',
    operationId: 'staffSalesSupportIndex',
    summary: 'SalesSupport: Index',
    response: { kind: 'list', record: 'SalesSupportProject' },
    query: z.object({ ...paginationQuery, status: filterText(50), type: filterText(50) }),
  },
  async ({ query, request }) =>
    page(
      await listSalesProjects(staffCaller(request), {
        ...request.page,
        filters: { status: query.status, type: query.type },
      }),
      request,
    ),
);
