import * as z from 'zod/mini';
import { STRIVING_PAYERS, TAX_PAYERS } from '../../../shared/domain/sales-support/pricing';
import { blankAsAbsent, booleanText, idListText, idParameter, numberText } from '../../../shared/http/fields';

/** Every init-sale route names its unit: a saleable detail is a unit. */
export const initSalePath = '/sales-support/saleable-details/{unit_id}/init-sale';
export const unitParams = z.object({ unit_id: idParameter() });

/** The most discounts a request may name (a sale takes two at most: the rule answers the rest). */
const MAX_DISCOUNT_IDS = 10;

/**
 * The agent's pricing choice, the same for the amounts and init sale: `discount_ids[]` (applicable
 * ones, at most one per level), `tax_payer` (client by default), `first_home` (a citizen's
 * certificate: the state bears the tax on up to SAR 1,000,000), `striving_payer` (client by
 * default) and `striving_rate` (percent, 0 to the 2.5 default).
 */
export const pricingChoice = {
  discount_ids: idListText(MAX_DISCOUNT_IDS),
  tax_payer: blankAsAbsent(z.enum(TAX_PAYERS)),
  first_home: blankAsAbsent(booleanText()),
  striving_payer: blankAsAbsent(z.enum(STRIVING_PAYERS)),
  striving_rate: blankAsAbsent(numberText({ min: 0 })),
};
