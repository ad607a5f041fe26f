import * as z from 'zod/mini';
import { listSystemSales } from '../../../shared/domain/sales/system-sales';
import { ValidationError } from '../../../shared/errors';
import { page } from '../../../shared/http/envelopes';
import {
  optionalDateText,
  optionalIntegerText,
  paginationQuery,
  statusAndProjectQuery,
} from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';

/**
 * GET /system/sales: Sale records, newest first. Filters, combinable: `status` (exact),
 * `project_id`, `client_id` (an unknown client is a 422), `from` and `to` (YYYY-MM-DD, inclusive
 * days of creation, UTC; `to` before `from` is a 422).
 */
export const systemListSales = defineOperation(
  {
    method: 'GET',
    path: '/sales',
    operationId: 'systemListSales',
    summary: 'Sales: index',
    response: { kind: 'list', record: 'Sale' },
    query: z.object({
      ...paginationQuery,
      ...statusAndProjectQuery,
      client_id: optionalIntegerText({ min: 1 }),
      from: optionalDateText(),
      to: optionalDateText(),
    }),
  },
  async ({ query, request }) => {
    if (query.from && query.to && query.to < query.from)
      throw ValidationError.forField('to', 'validation.after_or_equal', { date: 'from' });
    return page(
      await listSystemSales({
        ...request.page,
        filters: query,
      }),
      request,
    );
  },
);
