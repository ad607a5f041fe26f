import * as z from 'zod/mini';
import { changeSaleTaxFree } from '../../../shared/domain/sale-settings/tax-free';
import { single } from '../../../shared/http/envelopes';
import { blankAsAbsent, dateText, integerText, text } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { saleParams, salePath } from './fields';

/**
 * POST {system_user_url}/sales-support/sales/{sale_id}/tax-free-status: `requested` records the
 * certificate (number, date, beneficiary = the client, a citizen); `approved` re-prices the sale as a
 * first home (the state bears the tax on up to SAR 1,000,000) and lowers the plan's unpaid lines;
 * `rejected` keeps the price. 422 when approval would take the client total below what the sale
 * holds; 409 on a step the status does not allow or a concurrent change.
 */
export const staffSaleTaxFreeStatus = defineOperation(
  {
    method: 'POST',
    path: `${salePath}/tax-free-status`,
    operationId: 'staffSaleTaxFreeStatus',
    summary: 'SalesSupportSaleTab: sale tax free status set',
    access: { kind: 'staff', ability: 'sales.sales.manage' },
    response: { kind: 'single', record: 'SaleTaxFreeStatus', conflict: true },
    params: saleParams,
    body: z.object({
      tax_free_status: z.enum(['requested', 'approved', 'rejected']),
      certificate_number: blankAsAbsent(text(50)),
      certificate_date: blankAsAbsent(dateText()),
      beneficiary_national_id: blankAsAbsent(integerText({ min: 1_000_000_000, max: 9_999_999_999 })),
      reject_reason: blankAsAbsent(text(500)),
    }),
  },
  async ({ params, body, request }) => {
    const caller = staffCaller(request);
    return single(await changeSaleTaxFree(caller, caller, params.sale_id, body));
  },
);
