import * as z from 'zod/mini';
import { showDiscount } from '../../../shared/domain/discounts/list-discounts';
import { single } from '../../../shared/http/envelopes';
import { idParameter } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';

/** GET /system/discounts/{discount_id}: one Discount record, the same as a discounts index item. */
export const systemShowDiscount = defineOperation(
  { response: { kind: 'single', record: 'Discount' }, path: z.object({ discount_id: idParameter() }) },
  async ({ path }) => single(await showDiscount(path.discount_id)),
);
