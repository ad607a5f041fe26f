/**
 * The price of a booking offer (STAFF-DOMAIN 5.3), a pure function over integer halalas. Init sale's
 * pricing (shared/domain/sales-support/pricing.ts) adds the tax-free share and striving; the offer
 * shows the price a bank finances, so it stops at the tax and the required orbon.
 */

import { halalasOfSar } from '../money';

/** A discount that applies to the offer; `level` is whether it targets the project/building or the unit/client. */
export interface OfferDiscount {
  discount_id: number;
  name: string;
  value_type: 'percentage' | 'fixed';
  /** Percent for a percentage, SAR for a fixed amount. */
  value: number;
  /** The cap of a percentage's amount (SAR), if any. */
  max_value: number | null;
  level: 'project' | 'unit';
}

export interface OfferPricingInput {
  price_before_tax: number;
  /** Percent (RETT, 5 by default). */
  tax_rate: number;
  discounts: OfferDiscount[];
  /** The orbon the booking recorded, in halalas; absent: the legal maximum, 5 % of the net price. */
  orbon_amount?: number | null;
}

export interface OfferPricing {
  price_before_tax: number;
  discounts: Array<{ discount_id: number; name: string; value_type: string; value: number; amount: number }>;
  discounts_total: number;
  net_price: number;
  tax_rate: number;
  tax_amount: number;
  total: number;
  required_orbon: number;
}

/** The Real Estate Brokerage Law caps earnest money at 5 % of the price (STAFF-DOMAIN 6.7). */
export const MAX_ORBON_PERCENT = 5;

/** `amount × percent / 100` in halalas, half-up, with the percent kept exact to 2 decimals. */
const percentOf = (amount: number, percent: number) =>
  Math.round((amount * Math.round(percent * 100)) / 10_000);

/** One discount's amount in halalas: a percentage of the price capped by `max_value`, or a fixed SAR value. */
export function discountAmount(discount: OfferDiscount, priceBeforeTax: number): number {
  if (discount.value_type === 'fixed') return halalasOfSar(discount.value);
  const amount = percentOf(priceBeforeTax, discount.value);
  return discount.max_value !== null && discount.max_value > 0
    ? Math.min(amount, halalasOfSar(discount.max_value))
    : amount;
}

/**
 * The offer's price: at most one project/building-level and one unit/client-level discount apply
 * (STAFF-DOMAIN 5.5), the larger of each level; the discounts never take the price below zero; the
 * tax is on the net price; the required orbon is the booking's own or 5 % of the net price.
 */
export function offerPricing(input: OfferPricingInput): OfferPricing {
  const best = (level: OfferDiscount['level']) =>
    input.discounts
      .filter((discount) => discount.level === level)
      .map((discount) => ({ discount, amount: discountAmount(discount, input.price_before_tax) }))
      .sort((a, b) => b.amount - a.amount || a.discount.discount_id - b.discount.discount_id)[0];
  const applied = [best('project'), best('unit')].flatMap((entry) => (entry ? [entry] : []));
  let left = input.price_before_tax;
  const discounts = applied.map(({ discount, amount }) => {
    const taken = Math.min(amount, left);
    left -= taken;
    return {
      discount_id: discount.discount_id,
      name: discount.name,
      value_type: discount.value_type,
      value: discount.value,
      amount: taken,
    };
  });
  const discountsTotal = input.price_before_tax - left;
  const taxAmount = percentOf(left, input.tax_rate);
  return {
    price_before_tax: input.price_before_tax,
    discounts,
    discounts_total: discountsTotal,
    net_price: left,
    tax_rate: input.tax_rate,
    tax_amount: taxAmount,
    total: left + taxAmount,
    required_orbon: input.orbon_amount ?? percentOf(left, MAX_ORBON_PERCENT),
  };
}
