import * as z from 'zod/mini';
import { halalasOfSar } from '../../../shared/domain/money';
import { changeSaleStriving } from '../../../shared/domain/sale-repricing/sale-striving';
import { DEFAULT_STRIVING_RATE, STRIVING_PAYERS } from '../../../shared/domain/sales-support/pricing';
import { single } from '../../../shared/http/envelopes';
import { blankAsAbsent, numberText, optionalIntegerText, text } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { saleParams, salePath } from './fields';

/** A Saudi IBAN: SA and 22 digits. */
const ibanText = () => z.string().check(z.trim(), z.regex(/^SA\d{22}$/, { message: 'validation.regex' }));

/**
 * POST {system_user_url}/sales-support/sales/{sale_id}/striving: the striving's payer, a
 * percentage (`striving_rate`, default 2.5) or a fixed `striving_amount` (SAR), and the broker (an
 * internal user, or an external broker's name, FAL licence and IBAN). The sale is re-priced and its
 * open plan lines rescaled in one transaction. Above 2.5 % or the payer switched to the company: a
 * sales manager's approval first (`applied: false`). 409 once emptied; 422 when the new total
 * falls below what the sale holds.
 */
export const staffSaleChangeStriving = defineOperation(
  {
    method: 'POST',
    path: `${salePath}/striving`,
    operationId: 'staffSaleChangeStriving',
    summary: 'SalesSupportSaleTab: sale change striving',
    access: { kind: 'staff', ability: 'sales.sales.manage' },
    response: { kind: 'single', record: 'SaleStriving', conflict: true },
    params: saleParams,
    body: z.object({
      striving_payer: z.enum(STRIVING_PAYERS),
      striving_type: z.optional(z.enum(['percentage', 'fixed'])),
      striving_rate: blankAsAbsent(numberText({ min: 0 })),
      striving_amount: blankAsAbsent(numberText({ min: 0.01 })),
      broker_kind: z.optional(z.enum(['internal_user', 'external_broker'])),
      broker_user_id: optionalIntegerText({ min: 1 }),
      broker_name: blankAsAbsent(text(100)),
      broker_fal_licence_no: blankAsAbsent(text(50)),
      broker_iban: blankAsAbsent(ibanText()),
    }),
  },
  async ({ params, body, request }) => {
    const caller = staffCaller(request);
    return single(
      await changeSaleStriving(caller, caller, params.sale_id, {
        striving_payer: body.striving_payer,
        striving_type: body.striving_type ?? 'percentage',
        striving_rate: body.striving_rate ?? DEFAULT_STRIVING_RATE,
        striving_amount: body.striving_amount === undefined ? null : halalasOfSar(body.striving_amount),
        broker_kind: body.broker_kind ?? null,
        broker_user_id: body.broker_user_id ?? null,
        broker_name: body.broker_name ?? null,
        broker_fal_licence_no: body.broker_fal_licence_no ?? null,
        broker_iban: body.broker_iban ?? null,
      }),
    );
  },
);
