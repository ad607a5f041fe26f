import { DISCOUNT_CHANGE_APPROVABLE } from './approvable-names';
import { pricingWithDiscounts } from './discount-pricing';
import { pendingRepricing } from './pending-repricing';

/**
 * A larger discount on a sale joins the approval engine (STAFF-DOMAIN 6.5: an increase needs
 * acceptance): approved, the sale is re-priced with the discounts as priced when asked. The amount
 * shown is the discount added.
 */
export const discountChangeApprovable = pendingRepricing({
  type: DISCOUNT_CHANGE_APPROVABLE,
  policy: 'sale_discount_change',
  field: 'pending_discount',
  summary: (id) => ({ en: `Discount change of sale #${id}`, ar: `تعديل خصم البيع رقم ${id}` }),
  amount: (sale) => {
    const asked = sale.pending_discount
      ? pricingWithDiscounts(sale, sale.pending_discount.discounts).discounts_total
      : sale.pricing.discounts_total;
    return Math.max(0, asked - sale.pricing.discounts_total);
  },
  reprice: (sale, pending) => pricingWithDiscounts(sale, pending.discounts),
});
