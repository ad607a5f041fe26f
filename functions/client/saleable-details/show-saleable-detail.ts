import * as z from 'zod/mini';
import { showSaleableUnit } from '../../../shared/domain/units/saleable-units';
import { single } from '../../../shared/http/envelopes';
import { idParameter } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';

/** GET /client/saleable-details/{unit_id}: one unit on sale; any other unit answers 404. */
export const clientShowSaleableDetail = defineOperation(
  {
    method: 'GET',
    path: '/saleable-details/{unit_id}',
    operationId: 'clientShowSaleableDetail',
    summary: 'SaleableDetail: show',
    response: { kind: 'single', record: 'SaleableDetail' },
    params: z.object({ unit_id: idParameter() }),
  },
  async ({ params }) => single(await showSaleableUnit(params.unit_id)),
);
