import { describe, expect, it } from 'vitest';
import { halalasOfSar } from '../../../../shared/domain/money';
import {
  discountAmount,
  discountsStack,
  largestDiscountPerLevel,
  type PricedDiscount,
  type PricingInput,
  percentOf,
  priceSale,
  pricingOnWire,
  requiredOrbon,
} from '../../../../shared/domain/sales-support/pricing';

const base: PricingInput = {
  price_before_tax: halalasOfSar(850_000),
  discounts: [],
  tax_rate: 5,
  tax_free: false,
  tax_payer: 'client',
  striving_payer: 'client',
  striving_rate: 2.5,
};

const percentage = (
  id: number,
  value: number,
  maxSar: number | null,
  level: 'project' | 'unit' = 'project',
): PricedDiscount => ({
  discount_id: id,
  name: `d${id}`,
  level,
  value_type: 'percentage',
  value,
  max_value: maxSar === null ? null : halalasOfSar(maxSar),
});
const fixed = (id: number, sar: number, level: 'project' | 'unit' = 'unit'): PricedDiscount => ({
  discount_id: id,
  name: `d${id}`,
  level,
  value_type: 'fixed',
  value: halalasOfSar(sar),
  max_value: null,
});

describe('sale pricing (halalas, half-up per line)', () => {
  it('prices a plain sale: tax 5 %, striving 2.5 % with 15 % VAT, all paid by the client', () => {
    const pricing = priceSale(base);
    expect(pricing).toMatchObject({
      price_before_tax: 85_000_000,
      discounts_total: 0,
      net_price: 85_000_000,
      tax_amount: 4_250_000,
      state_tax: 0,
      client_tax: 4_250_000,
      striving_amount: 2_125_000,
      striving_vat: 318_750,
      client_total: 85_000_000 + 4_250_000 + 2_125_000 + 318_750,
    });
  });

  it('rounds each line half-up to the halala, exactly, whatever the size', () => {
    expect(percentOf(1, 50)).toBe(1); // 0.5 halala -> 1
    expect(percentOf(3, 50)).toBe(2); // 1.5 -> 2
    expect(percentOf(1, 49.99)).toBe(0); // 0.4999 -> 0
    expect(percentOf(10_001, 2.5)).toBe(250); // 250.025 -> 250
    expect(percentOf(10_020, 2.5)).toBe(251); // 250.5 -> 251
    expect(percentOf(4_999_999_999_999, 15)).toBe(750_000_000_000); // 749,999,999,999.85 -> up
    const odd = priceSale({ ...base, price_before_tax: 33_333, striving_rate: 2.5 });
    expect(odd.tax_amount).toBe(1_667); // 1666.65
    expect(odd.striving_amount).toBe(833); // 833.325
    expect(odd.striving_vat).toBe(125); // 124.95
    expect(halalasOfSar(1234.565)).toBe(123_457);
    expect(pricingOnWire(odd).client_total).toBe(359.58); // 333.33 + 16.67 + 8.33 + 1.25
  });

  it('caps a percentage discount at its max value and takes a fixed one as it is', () => {
    const pricing = priceSale({
      ...base,
      discounts: [percentage(1, 3, 20_000), fixed(2, 5_000.5)],
    });
    // 3 % of 850,000 is 25,500: capped at 20,000.
    expect(pricing.discounts.map((discount) => discount.amount)).toEqual([2_000_000, 500_050]);
    expect(pricing.discounts_total).toBe(2_500_050);
    expect(pricing.net_price).toBe(85_000_000 - 2_500_050);
    const uncapped = priceSale({ ...base, discounts: [percentage(1, 3, null)] });
    expect(uncapped.discounts_total).toBe(2_550_000);
  });

  it('stacks at most one project-level and one unit-level discount, each on the price before tax', () => {
    expect(discountsStack([percentage(1, 2, null, 'project'), fixed(2, 100, 'unit')])).toBe(true);
    expect(discountsStack([percentage(1, 2, null, 'project'), percentage(2, 1, null, 'project')])).toBe(
      false,
    );
    expect(discountsStack([fixed(1, 10, 'unit'), fixed(2, 10, 'unit')])).toBe(false);
    const both = priceSale({
      ...base,
      discounts: [percentage(1, 10, null), percentage(2, 10, null, 'unit')],
    });
    // Not compounded: 10 % + 10 % of 850,000, not 10 % of 765,000.
    expect(both.discounts_total).toBe(17_000_000);
  });

  it('never lets the discounts take the price below zero', () => {
    const pricing = priceSale({
      ...base,
      price_before_tax: halalasOfSar(1_000),
      discounts: [fixed(1, 800, 'project'), fixed(2, 500, 'unit')],
    });
    expect(pricing.discounts.map((discount) => discount.amount)).toEqual([80_000, 20_000]);
    expect(pricing.net_price).toBe(0);
    expect(pricing.tax_amount).toBe(0);
    expect(pricing.client_total).toBe(0);
  });

  it('has the state bear 5 % of at most SAR 1,000,000 for a first home (at most SAR 50,000)', () => {
    const under = priceSale({ ...base, tax_free: true });
    expect(under.state_tax).toBe(under.tax_amount);
    expect(under.client_tax).toBe(0);
    const over = priceSale({ ...base, price_before_tax: halalasOfSar(2_400_000), tax_free: true });
    expect(over.tax_amount).toBe(halalasOfSar(120_000));
    expect(over.state_tax).toBe(halalasOfSar(50_000));
    expect(over.client_tax).toBe(halalasOfSar(70_000));
    // The state never bears more than the tax itself (a unit with a lower rate).
    const lowRate = priceSale({ ...base, tax_rate: 2, tax_free: true });
    expect(lowRate.state_tax).toBe(lowRate.tax_amount);
  });

  it('keeps the tax and the striving out of the client total when the company pays them', () => {
    const company = priceSale({ ...base, tax_payer: 'company', striving_payer: 'company' });
    expect(company.tax_amount).toBe(4_250_000);
    expect(company.client_tax).toBe(0);
    expect(company.striving_amount).toBe(2_125_000);
    expect(company.client_total).toBe(85_000_000);
    const none = priceSale({ ...base, striving_payer: 'none' });
    expect(none).toMatchObject({ striving_rate: 0, striving_amount: 0, striving_vat: 0 });
    expect(none.client_total).toBe(85_000_000 + 4_250_000);
    const higher = priceSale({ ...base, striving_rate: 3.25 });
    expect(higher.striving_amount).toBe(2_762_500);
  });

  it('shows money as SAR numbers with 2 decimals on the wire', () => {
    const wire = pricingOnWire(priceSale({ ...base, discounts: [fixed(7, 1_234.56)] }));
    expect(wire).toMatchObject({
      price_before_tax: 850_000,
      discounts: [{ discount_id: 7, value: 1_234.56, amount: 1_234.56 }],
      net_price: 848_765.44,
      tax_amount: 42_438.27,
    });
  });
});

describe("the booking offer's price (priceSale on the offer's terms)", () => {
  /** The offer shows the price a bank finances: no tax-free share, no striving. */
  const offerPrice = (priceBeforeTax: number, discounts: PricedDiscount[] = []) =>
    priceSale({
      price_before_tax: priceBeforeTax,
      discounts: largestDiscountPerLevel(priceBeforeTax, discounts),
      tax_rate: 5,
      tax_free: false,
      tax_payer: 'client',
      striving_payer: 'none',
      striving_rate: 0,
    });

  it('prices without discounts: RETT 5 % on the price, orbon 5 % of it', () => {
    const priced = offerPrice(88_500_000);
    expect(priced).toMatchObject({
      price_before_tax: 88_500_000,
      discounts: [],
      discounts_total: 0,
      net_price: 88_500_000,
      tax_rate: 5,
      tax_amount: 4_425_000,
      client_total: 92_925_000,
    });
    expect(requiredOrbon(priced.net_price, null)).toBe(4_425_000);
  });

  it('rounds the tax of an odd net price half-up, per line', () => {
    expect(offerPrice(10_001).tax_amount).toBe(500); // 500.05 halalas
    expect(offerPrice(10_010).tax_amount).toBe(501); // 500.5
  });

  it('caps a percentage by max_value and takes a fixed value as it is', () => {
    expect(discountAmount(88_500_000, percentage(1, 10, 20_000))).toBe(2_000_000);
    expect(discountAmount(88_500_000, percentage(1, 1.5, null))).toBe(1_327_500);
    expect(discountAmount(88_500_000, fixed(1, 12_500.5))).toBe(1_250_050);
  });

  it('stacks at most one project-level and one unit-level discount, the larger of each', () => {
    const priced = offerPrice(100_000_000, [
      percentage(1, 1, null),
      percentage(2, 2, null),
      fixed(3, 5_000),
      fixed(4, 7_500),
    ]);
    expect(priced.discounts.map((each) => [each.discount_id, each.amount])).toEqual([
      [2, 2_000_000],
      [4, 750_000],
    ]);
    expect(priced.discounts_total).toBe(2_750_000);
    expect(priced.net_price).toBe(97_250_000);
    expect(priced.tax_amount).toBe(4_862_500);
    expect(priced.client_total).toBe(102_112_500);
  });

  it('takes the lower id of two equally large discounts of a level', () => {
    const priced = offerPrice(100_000_000, [percentage(9, 2, null), fixed(5, 20_000, 'project')]);
    expect(priced.discounts.map((each) => each.discount_id)).toEqual([5]);
  });

  it('never discounts below zero, and keeps the orbon the booking recorded', () => {
    const priced = offerPrice(1_000_000, [percentage(1, 100, null), fixed(2, 50_000)]);
    expect(priced.discounts.map((each) => each.amount)).toEqual([1_000_000, 0]);
    expect(priced).toMatchObject({ net_price: 0, tax_amount: 0, client_total: 0 });
    expect(requiredOrbon(priced.net_price, 25_000)).toBe(25_000);
  });
});
