import * as z from 'zod/mini';
import { listRaiseBudgets, RAISE_BUDGET_STATUSES } from '../../../shared/domain/purchasing/raise-budgets';
import { page } from '../../../shared/http/envelopes';
import { blankAsAbsent, optionalIntegerText, paginationQuery } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';

/** GET /system/purchase-orders/raise-budgets: RaiseBudget records, newest first; filters `status`, `project_id`, `purchase_order_id`. */
export const systemListRaiseBudgets = defineOperation(
  {
    method: 'GET',
    path: '/purchase-orders/raise-budgets',
    operationId: 'systemListRaiseBudgets',
    summary: 'Purchase Orders: raise-budgets',
    response: { kind: 'list', record: 'RaiseBudget' },
    query: z.object({
      ...paginationQuery,
      status: blankAsAbsent(z.enum(RAISE_BUDGET_STATUSES)),
      project_id: optionalIntegerText({ min: 1 }),
      purchase_order_id: optionalIntegerText({ min: 1 }),
    }),
  },
  async ({ query, request }) =>
    page(
      await listRaiseBudgets({
        ...request.page,
        filters: {
          status: query.status,
          project_id: query.project_id,
          purchase_order_id: query.purchase_order_id,
        },
      }),
      request,
    ),
);
