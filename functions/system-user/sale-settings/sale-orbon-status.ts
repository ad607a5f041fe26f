import * as z from 'zod/mini';
import { changeSaleOrbon } from '../../../shared/domain/sale-settings/orbon';
import { ORBON_STATUSES } from '../../../shared/domain/sale-settings/orbon-lifecycle';
import { single } from '../../../shared/http/envelopes';
import { blankAsAbsent, numberText } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { saleParams, salePath } from './fields';

/**
 * POST {system_user_url}/sales-support/sales/{sale_id}/orbon-status: moves the earnest money one
 * step (none → pending → received → applied | refunded | forfeited; pending → none). `orbon_amount`
 * (SAR) is required for `pending`; above 5 % of the net price the excess is kept as an advance.
 * 409 on a step the status or the sale does not allow, or a concurrent change.
 */
export const staffSaleOrbonStatus = defineOperation(
  {
    method: 'POST',
    path: `${salePath}/orbon-status`,
    operationId: 'staffSaleOrbonStatus',
    summary: 'SalesSupportSaleTab: sale update orbon status',
    access: { kind: 'staff', ability: 'sales.sales.manage' },
    response: { kind: 'single', record: 'SaleOrbonStatus', conflict: true },
    params: saleParams,
    body: z.object({
      orbon_status: z.enum(ORBON_STATUSES),
      orbon_amount: blankAsAbsent(numberText({ min: 0 })),
    }),
  },
  async ({ params, body, request }) => {
    const caller = staffCaller(request);
    return single(await changeSaleOrbon(caller, caller, params.sale_id, body));
  },
);
