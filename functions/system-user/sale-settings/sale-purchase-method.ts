import * as z from 'zod/mini';
import { changeSalePurchaseMethod } from '../../../shared/domain/sale-settings/purchase-method';
import { PURCHASE_METHODS } from '../../../shared/domain/sales-support/solvency';
import { single } from '../../../shared/http/envelopes';
import { blankAsAbsent, optionalIntegerText, text } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { saleParams, salePath } from './fields';

/**
 * POST {system_user_url}/sales-support/sales/{sale_id}/purchase-method: cash, bank_financing, mixed
 * or developer_installments (`bank_id` required with a bank). To a bank starts the bank stage
 * machine; away from it closes it (the steps are kept). 409 once the sale is emptied or cancelled,
 * once the deed moved to the bank, or on a concurrent change.
 */
export const staffSalePurchaseMethod = defineOperation(
  {
    method: 'POST',
    path: `${salePath}/purchase-method`,
    operationId: 'staffSalePurchaseMethod',
    summary: 'SalesSupportSaleTab: sale update-purchase-method',
    access: { kind: 'staff', ability: 'sales.sales.manage' },
    response: { kind: 'single', record: 'SalePurchaseMethod', conflict: true },
    params: saleParams,
    body: z.object({
      purchase_method: z.enum(PURCHASE_METHODS),
      bank_id: optionalIntegerText({ min: 1 }),
      note: blankAsAbsent(text(500)),
    }),
  },
  async ({ params, body, request }) => {
    const caller = staffCaller(request);
    return single(await changeSalePurchaseMethod(caller, caller, params.sale_id, body, request.locale));
  },
);
