import type { SaleEntity, SalePricing } from '../sales/sales';
import { type PricedDiscount, priceSale } from '../sales-support/pricing';
import { snapshotInput, snapshotOf } from './repricing';

/**
 * The snapshot re-priced with `discounts` (`priceSale`): the price, tax and striving choices kept.
 * A discount the sale already had keeps its frozen amount and its wire form.
 */
export function pricingWithDiscounts(sale: SaleEntity, discounts: PricedDiscount[]): SalePricing {
  const pricing = snapshotOf(sale);
  const repriced = priceSale({ ...snapshotInput(sale, pricing), discounts });
  const had = new Map(pricing.discounts.map((discount) => [discount.discount_id, discount]));
  return {
    ...repriced,
    discounts: repriced.discounts.map((discount) => {
      const before = had.get(discount.discount_id);
      return before ? { ...before, amount: discount.amount } : discount;
    }),
  };
}
