import * as z from 'zod/mini';
import { listSaleableUnits } from '../../../shared/domain/units/saleable-units';
import { ValidationError } from '../../../shared/errors';
import { page } from '../../../shared/http/envelopes';
import { optionalIntegerText, paginationQuery } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';

/**
 * GET /client/saleable-details: units available for sale (not for rent), newest first; with a price
 * bound, cheapest first (then oldest first among equal prices). Filters, combinable: `project_id`,
 * `rooms` (exact room count), `min_price` and `max_price` (price after tax, inclusive, whole units of
 * currency). `max_price` below `min_price` is a 422.
 */
export const clientListSaleableDetails = defineOperation(
  {
    method: 'GET',
    path: '/saleable-details',
    operationId: 'clientListSaleableDetails',
    summary: 'SaleableDetail: index',
    response: { kind: 'list', record: 'SaleableDetail' },
    query: z.object({
      ...paginationQuery,
      project_id: optionalIntegerText({ min: 1 }),
      rooms: optionalIntegerText({ min: 0, max: 50 }),
      min_price: optionalIntegerText({ min: 0 }),
      max_price: optionalIntegerText({ min: 0 }),
    }),
  },
  async ({ query, request }) => {
    if (query.min_price !== undefined && query.max_price !== undefined && query.max_price < query.min_price)
      throw ValidationError.forField('max_price', 'validation.gte.numeric', { value: query.min_price });
    const filters = {
      project_id: query.project_id,
      rooms: query.rooms,
      min_price: query.min_price,
      max_price: query.max_price,
    };
    return page(await listSaleableUnits({ ...request.page, filters }), request);
  },
);
