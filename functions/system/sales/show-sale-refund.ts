import * as z from 'zod/mini';
import { showSaleRefund } from '../../../shared/domain/sales/sale-refunds';
import { single } from '../../../shared/http/envelopes';
import { idParameter } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';

/** GET /system/sale-refunds/{sale_refund_id}: one SaleRefund with its sale, client and unit. */
export const systemShowSaleRefund = defineOperation(
  {
    method: 'GET',
    path: '/sale-refunds/{sale_refund_id}',
    operationId: 'systemShowSaleRefund',
    summary: 'Sales: SaleRefund show',
    response: { kind: 'single', record: 'SaleRefund' },
    params: z.object({ sale_refund_id: idParameter() }),
  },
  async ({ params }) => single(await showSaleRefund(params.sale_refund_id)),
);
