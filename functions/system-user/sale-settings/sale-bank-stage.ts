import * as z from 'zod/mini';
import { halalasOfSar } from '../../../shared/domain/money';
import { changeSaleBankStage, EMPTIED_TO } from '../../../shared/domain/sale-settings/bank-stage';
import { BANK_STAGE_TARGETS } from '../../../shared/domain/sale-settings/bank-stages';
import { single } from '../../../shared/http/envelopes';
import { blankAsAbsent, dateText, integerText, numberText, text } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { saleParams, salePath } from './fields';

const sar = (value: number | undefined) => (value === undefined ? undefined : halalasOfSar(value));

/**
 * POST {system_user_url}/sales-support/sales/{sale_id}/bank-stage: one stage forward (skipping or
 * going back needs sales.sales.delete: sales managers and directors), or `bank_rejected`; each step
 * with its date and note. `final_approval` takes `financing_amount` (SAR, at most the client total
 * less the client's own payments: 422 naming the limit); `emptying` the deed number and where it
 * went; `funds_received` records the bank's payment and the sale becomes `emptied`.
 */
export const staffSaleBankStage = defineOperation(
  {
    method: 'POST',
    path: `${salePath}/bank-stage`,
    operationId: 'staffSaleBankStage',
    summary: 'SalesSupportSaleTab: sale bank-stage-update',
    access: { kind: 'staff', ability: 'sales.sales.manage' },
    response: { kind: 'single', record: 'SaleBankStage', conflict: true },
    params: saleParams,
    body: z.object({
      stage: z.enum(BANK_STAGE_TARGETS),
      date: blankAsAbsent(dateText()),
      note: blankAsAbsent(text(500)),
      financing_amount: blankAsAbsent(numberText({ min: 0.01 })),
      deed_number: blankAsAbsent(integerText({ min: 1 })),
      emptied_to: blankAsAbsent(z.enum(EMPTIED_TO)),
      amount: blankAsAbsent(numberText({ min: 0.01 })),
    }),
  },
  async ({ params, body, request }) => {
    const caller = staffCaller(request);
    const change = {
      ...body,
      financing_amount: sar(body.financing_amount),
      amount: sar(body.amount),
    };
    return single(await changeSaleBankStage(caller, caller, params.sale_id, change));
  },
);
