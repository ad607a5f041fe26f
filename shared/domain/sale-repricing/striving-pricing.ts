import type { SaleEntity, SalePricing, SaleStriving, SaleStrivingChange } from '../sales/sales';
import { percentOf, STRIVING_VAT_RATE } from '../sales-support/pricing';
import { repricedWithFrozenDiscounts, snapshotInput, snapshotOf } from './repricing';

/**
 * The snapshot re-priced with the asked striving (`priceSale`, the discounts' frozen amounts and
 * the tax choices kept). A fixed amount is priced at rate 0 and its amount and 15 % VAT added, in
 * the client's total only when the client pays it.
 */
export function pricingWithStriving(sale: SaleEntity, change: SaleStrivingChange): SalePricing {
  const pricing = snapshotOf(sale);
  const fixed = change.striving_type === 'fixed' && change.striving_payer !== 'none';
  const withDiscounts = repricedWithFrozenDiscounts(pricing, {
    ...snapshotInput(sale, pricing),
    striving_payer: change.striving_payer,
    striving_rate: fixed ? 0 : change.striving_rate,
  });
  if (!fixed) return withDiscounts;
  const amount = change.striving_amount ?? 0;
  const vat = percentOf(amount, STRIVING_VAT_RATE);
  return {
    ...withDiscounts,
    striving_amount: amount,
    striving_vat: vat,
    client_total: withDiscounts.client_total + (change.striving_payer === 'client' ? amount + vat : 0),
  };
}

/** The striving terms a change records (a broker's fields of the other kind cleared). */
export const strivingOf = (
  change: SaleStrivingChange,
  status: SaleStriving['striving_status'],
): SaleStriving => ({
  striving_type: change.striving_type,
  broker_kind: change.broker_kind,
  broker_user_id: change.broker_kind === 'internal_user' ? change.broker_user_id : null,
  broker_name: change.broker_kind === 'external_broker' ? change.broker_name : null,
  broker_fal_licence_no: change.broker_kind === 'external_broker' ? change.broker_fal_licence_no : null,
  broker_iban: change.broker_kind === 'external_broker' ? change.broker_iban : null,
  striving_status: status,
});
