import * as z from 'zod/mini';
import { listSaleRefunds } from '../../../shared/domain/sales/sale-refunds';
import { page } from '../../../shared/http/envelopes';
import { paginationQuery, statusAndProjectQuery } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';

/** GET /system/sale-refunds: SaleRefund records, newest first; `status` and `project_id` filters. */
export const systemListSaleRefunds = defineOperation(
  {
    method: 'GET',
    path: '/sale-refunds',
    operationId: 'systemListSaleRefunds',
    summary: 'Sales: SaleRefund index',
    response: { kind: 'list', record: 'SaleRefund' },
    query: z.object({ ...paginationQuery, ...statusAndProjectQuery }),
  },
  async ({ query, request }) =>
    page(
      await listSaleRefunds({ ...request.page, status: query.status, project_id: query.project_id }),
      request,
    ),
);
