import { sendContractToAcceptance } from '../../../shared/domain/sale-contract/send-contract';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { saleParams, salePath } from '../sale-settings/fields';

/**
 * POST {system_user_url}/sales-support/sales/{sale_id}/contract/send-to-acceptance: a draft sale
 * whose client is named (name, phone, national id) and whose plan adds up to its client total goes
 * to the sales manager's approval (`contract_pending`); approved it is `contracted` with the
 * project's next contract number of the year, rejected a draft again. 409 on another status, an
 * incomplete client or plan, or a concurrent change.
 */
export const staffSendContractToAcceptance = defineOperation(
  {
    method: 'POST',
    path: `${salePath}/contract/send-to-acceptance`,
    operationId: 'staffSendContractToAcceptance',
    summary: 'SalesSupportSaleTab: send contract to acceptance',
    access: { kind: 'staff', ability: 'sales.sales.manage' },
    response: { kind: 'single', record: 'SaleContract', conflict: true },
    params: saleParams,
  },
  async ({ params, request }) => {
    const caller = staffCaller(request);
    return single(await sendContractToAcceptance(caller, caller, params.sale_id));
  },
);
