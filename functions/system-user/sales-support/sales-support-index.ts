import * as z from 'zod/mini';
import { listSalesProjects } from '../../../shared/domain/sales-support/browse-projects';
import { staffViewer } from '../../../shared/domain/users/row-scope';
import { page } from '../../../shared/http/envelopes';
import { filterText, paginationQuery } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { requestToken } from '../../../shared/http/request-token';

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
      await listSalesProjects(await staffViewer(requestToken(request).ownerId), {
        ...request.page,
        filters: { status: query.status, type: query.type },
      }),
      request,
    ),
);
