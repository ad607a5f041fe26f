import { describe, expect, it } from 'vitest';
import {
  discountAmount,
  type OfferDiscount,
  offerPricing,
} from '../../../../shared/domain/sales-support/offer-pricing';

const discount = (overrides: Partial<OfferDiscount>): OfferDiscount => ({
  discount_id: 1,
  name: 'Launch',
  value_type: 'percentage',
  value: 2,
  max_value: null,
  level: 'project',
  ...overrides,
});

describe('offerPricing (the booking offer, halalas)', () => {
  it('prices without discounts: RETT 5 % on the price, orbon 5 % of it', () => {
    expect(offerPricing({ price_before_tax: 88_500_000, tax_rate: 5, discounts: [] })).toEqual({
      price_before_tax: 88_500_000,
      discounts: [],
      discounts_total: 0,
      net_price: 88_500_000,
      tax_rate: 5,
      tax_amount: 4_425_000,
      total: 92_925_000,
      required_orbon: 4_425_000,
    });
  });

  it('rounds the tax of an odd net price half-up, per line', () => {
    const priced = offerPricing({ price_before_tax: 10_001, tax_rate: 5, discounts: [] });
    expect(priced.tax_amount).toBe(500); // 500.05 halalas
    expect(offerPricing({ price_before_tax: 10_010, tax_rate: 5, discounts: [] }).tax_amount).toBe(501); // 500.5
  });

  it('caps a percentage by max_value and takes a fixed value as SAR', () => {
    expect(discountAmount(discount({ value: 10, max_value: 20_000 }), 88_500_000)).toBe(2_000_000);
    expect(discountAmount(discount({ value: 1.5 }), 88_500_000)).toBe(1_327_500);
    expect(discountAmount(discount({ value_type: 'fixed', value: 12_500.5 }), 88_500_000)).toBe(1_250_050);
  });

  it('stacks at most one project-level and one unit-level discount, the larger of each', () => {
    const priced = offerPricing({
      price_before_tax: 100_000_000,
      tax_rate: 5,
      discounts: [
        discount({ discount_id: 1, value: 1 }),
        discount({ discount_id: 2, value: 2 }),
        discount({ discount_id: 3, value_type: 'fixed', value: 5_000, level: 'unit' }),
        discount({ discount_id: 4, value_type: 'fixed', value: 7_500, level: 'unit' }),
      ],
    });
    expect(priced.discounts.map((each) => [each.discount_id, each.amount])).toEqual([
      [2, 2_000_000],
      [4, 750_000],
    ]);
    expect(priced.discounts_total).toBe(2_750_000);
    expect(priced.net_price).toBe(97_250_000);
    expect(priced.tax_amount).toBe(4_862_500);
    expect(priced.total).toBe(102_112_500);
  });

  it('never discounts below zero, and keeps the orbon the booking recorded', () => {
    const priced = offerPricing({
      price_before_tax: 1_000_000,
      tax_rate: 5,
      discounts: [discount({ value: 100 }), discount({ value_type: 'fixed', value: 50_000, level: 'unit' })],
      orbon_amount: 25_000,
    });
    expect(priced.discounts.map((each) => each.amount)).toEqual([1_000_000, 0]);
    expect(priced).toMatchObject({ net_price: 0, tax_amount: 0, total: 0, required_orbon: 25_000 });
  });
});
