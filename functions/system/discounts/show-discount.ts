import * as z from 'zod/mini';
import { showDiscount } from '../../../shared/domain/discounts/list-discounts';
import { single } from '../../../shared/http/envelopes';
import { idParameter } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';

/** GET /system/discounts/{discount_id}: one Discount record, the same as a discounts index item. */
export const systemShowDiscount = defineOperation(
  {
    method: 'GET',
    path: '/discounts/{discount_id}',
    operationId: 'systemShowDiscount',
    summary: 'Discounts: show',
    response: { kind: 'single', record: 'Discount' },
    params: z.object({ discount_id: idParameter() }),
  },
  async ({ params }) => single(await showDiscount(params.discount_id)),
);
