import * as z from 'zod/mini';
import { showDiscount } from '../../../shared/domain/discounts/list-discounts';
import { single } from '../../../shared/http/envelopes';
import { idParameter } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';

/** GET {system_user_url}/crm/discounts/{discount_id}: one discount in the caller's scope (404 outside). */
export const staffShowDiscount = defineOperation(
  {
    method: 'GET',
    path: '/crm/discounts/{discount_id}',
    operationId: 'staffShowDiscount',
    summary: 'Discount: show',
    response: { kind: 'single', record: 'Discount' },
    params: z.object({ discount_id: idParameter() }),
  },
  async ({ params, request }) => single(await showDiscount(params.discount_id, staffCaller(request))),
);
