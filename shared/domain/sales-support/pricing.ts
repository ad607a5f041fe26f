import { halalasOfSar, sarOfHalalas } from '../money';
import type { SalePricing } from '../sales/sales';

/**
 * The price of a unit sale (STAFF-DOMAIN 5.6), a pure function: every amount in integer halalas,
 * every rate in percent (2 decimals at most), each line rounded half-up to the halala on its own.
 */

/** The real-estate transaction tax the state bears for a first home: 5 % of at most SAR 1,000,000. */
export const FIRST_HOME_TAX_RATE = 5;
export const FIRST_HOME_PRICE_CAP = halalasOfSar(1_000_000);
/** The brokerage commission's legal default, and the VAT on it. */
export const DEFAULT_STRIVING_RATE = 2.5;
export const STRIVING_VAT_RATE = 15;

export const TAX_PAYERS = ['client', 'company'] as const;
export const STRIVING_PAYERS = ['client', 'company', 'none'] as const;
export type TaxPayer = (typeof TAX_PAYERS)[number];
export type StrivingPayer = (typeof STRIVING_PAYERS)[number];

/**
 * Where a discount applies: a project or building discount is `project` level, a unit or client
 * discount `unit` level; a sale takes at most one of each.
 */
export type DiscountLevel = 'project' | 'unit';

/** A discount as pricing reads it: a percentage (capped by `max_value`) or a fixed amount, in halalas. */
export interface PricedDiscount {
  discount_id: number;
  name: string;
  level: DiscountLevel;
  value_type: 'percentage' | 'fixed';
  /** The percentage, or the fixed amount in halalas. */
  value: number;
  /** The most a percentage may take off, in halalas (null: no cap). */
  max_value: number | null;
}

export interface PricingInput {
  price_before_tax: number;
  discounts: PricedDiscount[];
  /** The unit's tax rate in percent (RETT: 5). */
  tax_rate: number;
  /** The client holds an approved first-home (tax-free) certificate. */
  tax_free: boolean;
  tax_payer: TaxPayer;
  striving_payer: StrivingPayer;
  striving_rate: number;
}

/** A rate in percent with at most 2 decimals, as an integer of hundredths of a percent (2.5 -> 250). */
function hundredthsOfPercent(rate: number): bigint {
  return BigInt(Math.round(rate * 100));
}

/** `amount × rate %`, rounded half-up to the halala, in integers (no floating error at any size). */
export function percentOf(amount: number, rate: number): number {
  const numerator = BigInt(amount) * hundredthsOfPercent(rate);
  const denominator = 10_000n;
  return Number((2n * numerator + denominator) / (2n * denominator));
}

/** Whether the chosen discounts stack: at most one project/building level and one unit/client level. */
export const discountsStack = (discounts: Array<{ level: DiscountLevel }>): boolean =>
  discounts.filter((discount) => discount.level === 'project').length <= 1 &&
  discounts.filter((discount) => discount.level === 'unit').length <= 1;

/** One discount's amount on the price before tax: a percentage capped by its `max_value`, a fixed amount as it is. */
export function discountAmount(priceBeforeTax: number, discount: PricedDiscount): number {
  const raw =
    discount.value_type === 'percentage' ? percentOf(priceBeforeTax, discount.value) : discount.value;
  return discount.value_type === 'percentage' && discount.max_value !== null
    ? Math.min(raw, discount.max_value)
    : raw;
}

/**
 * Each discount's amount (`discountAmount`: every discount on the same base, never compounded).
 * Taken in order, a discount never takes more than the price left, so the total never passes the
 * price (net never below 0).
 */
export function discountAmounts(priceBeforeTax: number, discounts: PricedDiscount[]) {
  let left = priceBeforeTax;
  return discounts.map((discount) => {
    const amount = Math.max(0, Math.min(discountAmount(priceBeforeTax, discount), left));
    left -= amount;
    return {
      discount_id: discount.discount_id,
      name: discount.name,
      value_type: discount.value_type,
      value: discount.value,
      amount,
    };
  });
}

/**
 * The discounts an offer takes of those that apply (STAFF-DOMAIN 5.5): the larger of each level
 * (`discountAmount`; the lower id on a tie), the project/building one first, then the unit/client one.
 */
export function largestDiscountPerLevel(
  priceBeforeTax: number,
  discounts: PricedDiscount[],
): PricedDiscount[] {
  const largest = (level: DiscountLevel) =>
    discounts
      .filter((discount) => discount.level === level)
      .map((discount) => ({ discount, amount: discountAmount(priceBeforeTax, discount) }))
      .sort((a, b) => b.amount - a.amount || a.discount.discount_id - b.discount.discount_id)[0]?.discount;
  return [largest('project'), largest('unit')].filter((discount) => discount !== undefined);
}

/** The Real Estate Brokerage Law caps earnest money at 5 % of the price (STAFF-DOMAIN 6.7). */
export const MAX_ORBON_PERCENT = 5;

/** The earnest money an offer asks for: the one the booking recorded, else the legal maximum of the net price. */
export const requiredOrbon = (netPrice: number, recorded: number | null | undefined): number =>
  recorded ?? percentOf(netPrice, MAX_ORBON_PERCENT);

/**
 * The sale's price: net = price before tax − discounts; tax = net × tax rate; the state bears, for a
 * first home, 5 % of the net up to SAR 1,000,000 (at most SAR 50,000, never more than the tax);
 * the client pays the rest of the tax when the client is the tax payer (else the company does);
 * striving (brokerage) = net × striving rate with 15 % VAT on it, in the client's total only when
 * the client pays it. Callers check the stacking rule (`discountsStack`) first.
 */
export function priceSale(input: PricingInput): SalePricing {
  const discounts = discountAmounts(input.price_before_tax, input.discounts);
  const discountsTotal = discounts.reduce((sum, discount) => sum + discount.amount, 0);
  const netPrice = input.price_before_tax - discountsTotal;
  const taxAmount = percentOf(netPrice, input.tax_rate);
  const stateTax = input.tax_free
    ? Math.min(taxAmount, percentOf(Math.min(netPrice, FIRST_HOME_PRICE_CAP), FIRST_HOME_TAX_RATE))
    : 0;
  const clientTax = input.tax_payer === 'client' ? taxAmount - stateTax : 0;
  const strivingRate = input.striving_payer === 'none' ? 0 : input.striving_rate;
  const strivingAmount = percentOf(netPrice, strivingRate);
  const strivingVat = percentOf(strivingAmount, STRIVING_VAT_RATE);
  const clientStriving = input.striving_payer === 'client' ? strivingAmount + strivingVat : 0;
  return {
    price_before_tax: input.price_before_tax,
    discounts,
    discounts_total: discountsTotal,
    net_price: netPrice,
    tax_rate: input.tax_rate,
    tax_amount: taxAmount,
    state_tax: stateTax,
    tax_payer: input.tax_payer,
    client_tax: clientTax,
    striving_payer: input.striving_payer,
    striving_rate: strivingRate,
    striving_amount: strivingAmount,
    striving_vat: strivingVat,
    client_total: netPrice + clientTax + clientStriving,
  };
}

/** A price snapshot as the wire shows it: every amount a SAR number with 2 decimals, rates in percent. */
export function pricingOnWire(pricing: SalePricing) {
  return {
    price_before_tax: sarOfHalalas(pricing.price_before_tax),
    discounts: pricing.discounts.map((discount) => ({
      discount_id: discount.discount_id,
      name: discount.name,
      value_type: discount.value_type,
      value: discount.value_type === 'fixed' ? sarOfHalalas(discount.value) : discount.value,
      amount: sarOfHalalas(discount.amount),
    })),
    discounts_total: sarOfHalalas(pricing.discounts_total),
    net_price: sarOfHalalas(pricing.net_price),
    tax_rate: pricing.tax_rate,
    tax_amount: sarOfHalalas(pricing.tax_amount),
    state_tax: sarOfHalalas(pricing.state_tax),
    tax_payer: pricing.tax_payer,
    client_tax: sarOfHalalas(pricing.client_tax),
    striving_payer: pricing.striving_payer,
    striving_rate: pricing.striving_rate,
    striving_amount: sarOfHalalas(pricing.striving_amount),
    striving_vat: sarOfHalalas(pricing.striving_vat),
    client_total: sarOfHalalas(pricing.client_total),
  };
}
