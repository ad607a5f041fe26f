import * as z from 'zod/mini';
import { showSystemSale } from '../../../shared/domain/sales/system-sales';
import { single } from '../../../shared/http/envelopes';
import { idParameter } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';

/** GET /system/sales/{sale_id}: one Sale with its unit, building, project and client. */
export const systemShowSale = defineOperation(
  {
    method: 'GET',
    path: '/sales/{sale_id}',
    operationId: 'systemShowSale',
    summary: 'Sales: show',
    response: { kind: 'single', record: 'Sale' },
    params: z.object({ sale_id: idParameter() }),
  },
  async ({ params }) => single(await showSystemSale(params.sale_id)),
);
