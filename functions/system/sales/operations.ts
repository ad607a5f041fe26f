import * as z from 'zod/mini';
import { listSaleRefunds, showSaleRefund } from '../../../shared/domain/sales/sale-refunds';
import { listSystemSales, showSystemSale } from '../../../shared/domain/sales/system-sales';
import { page, single } from '../../../shared/http/envelopes';
import { ValidationError } from '../../../shared/http/errors';
import {
  idParameter,
  optionalDateText,
  optionalIntegerText,
  paginationQuery,
  statusAndProjectQuery,
} from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { pageRequest } from '../../../shared/http/pagination';

/**
 * GET /system/sales: Sale records, newest first. Filters, combinable: `status` (exact),
 * `project_id`, `client_id` (an unknown client is a 422), `from` and `to` (YYYY-MM-DD, inclusive
 * days of creation, UTC; `to` before `from` is a 422).
 */
export const systemListSales = defineOperation(
  {
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
        ...pageRequest(query, request.resourceUrl),
        filters: query,
      }),
    );
  },
);

/** GET /system/sales/{sale_id}: one Sale with its unit, building, project and client. */
export const systemShowSale = defineOperation(
  { response: { kind: 'single', record: 'Sale' }, path: z.object({ sale_id: idParameter() }) },
  async ({ path }) => single(await showSystemSale(path.sale_id)),
);

/** GET /system/sale-refunds: SaleRefund records, newest first; `status` and `project_id` filters. */
export const systemListSaleRefunds = defineOperation(
  {
    response: { kind: 'list', record: 'SaleRefund' },
    query: z.object({ ...paginationQuery, ...statusAndProjectQuery }),
  },
  async ({ query, request }) =>
    page(
      await listSaleRefunds({
        ...pageRequest(query, request.resourceUrl),
        filters: query,
      }),
    ),
);

/** GET /system/sale-refunds/{sale_refund_id}: one SaleRefund with its sale, client and unit. */
export const systemShowSaleRefund = defineOperation(
  { response: { kind: 'single', record: 'SaleRefund' }, path: z.object({ sale_refund_id: idParameter() }) },
  async ({ path }) => single(await showSaleRefund(path.sale_refund_id)),
);
