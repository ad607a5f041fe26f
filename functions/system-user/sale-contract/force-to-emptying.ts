import * as z from 'zod/mini';
import { requestForceEmptying } from '../../../shared/domain/sale-contract/force-emptying';
import { single } from '../../../shared/http/envelopes';
import { requiredText } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { saleParams, salePath } from '../sale-settings/fields';

/**
 * POST {system_user_url}/sales-support/sales/{sale_id}/force-to-emptying: asks (with a reason) to
 * let a contracted sale that still owes money reach emptying; approved by the general manager it
 * is `ready_for_emptying` with the balance outstanding recorded. 409 when the sale is not
 * contracted, owes nothing or already has a request open.
 */
export const staffForceToEmptying = defineOperation(
  {
    method: 'POST',
    path: `${salePath}/force-to-emptying`,
    operationId: 'staffForceToEmptying',
    summary: 'SalesSupportSaleTab: force-to-emptying',
    access: { kind: 'staff', ability: 'sales.sales.force-emptying' },
    response: { kind: 'single', record: 'SaleForceEmptying', conflict: true },
    params: saleParams,
    body: z.object({ reason: requiredText(500) }),
  },
  async ({ params, body, request }) => {
    const caller = staffCaller(request);
    return single(await requestForceEmptying(caller, caller, params.sale_id, body.reason));
  },
);
