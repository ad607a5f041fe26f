import { describe, expect, it } from 'vitest';
import { type DiscountRequest, discountRuleErrors } from '../../../../shared/domain/discounts/discount-rules';

const request = (overrides: Partial<DiscountRequest> = {}): DiscountRequest => ({
  name: 'Offer',
  type: 'cash',
  value_type: 'percentage',
  value: 5,
  target_type: 'project',
  project_id: 1,
  start_date: '2026-12-01',
  end_date: '2026-12-31',
  ...overrides,
});

const fields = (overrides: Partial<DiscountRequest>) =>
  Object.keys(discountRuleErrors(request(overrides))).sort();

describe('discount value rules', () => {
  it('accepts a positive percentage up to 100 and a one-day discount', () => {
    expect(
      discountRuleErrors(request({ value: 100, start_date: '2026-12-01', end_date: '2026-12-01' })),
    ).toEqual({});
    expect(discountRuleErrors(request({ value_type: 'fixed', value: 20_000, max_value: 20_000 }))).toEqual(
      {},
    );
  });

  it('refuses a zero or negative value, a percentage above 100 and a fixed value above its max_value', () => {
    expect(fields({ value: 0 })).toEqual(['value']);
    expect(fields({ value: -1 })).toEqual(['value']);
    expect(discountRuleErrors(request({ value: 100.5 })).value).toEqual([
      { key: 'validation.max.numeric', params: { max: 100 } },
    ]);
    expect(fields({ value_type: 'fixed', value: 20_001, max_value: 20_000 })).toEqual(['value']);
    // A percentage's max_value caps its amount in SAR, not the percentage.
    expect(fields({ value: 10, max_value: 5 })).toEqual([]);
  });

  it('refuses a max_value of 0, an end before the start, and a target without its id, all at once', () => {
    expect(fields({ max_value: 0, end_date: '2026-11-30', target_type: 'building' })).toEqual([
      'building_id',
      'end_date',
      'max_value',
    ]);
    expect(fields({ target_type: 'client', client_id: 4 })).toEqual([]);
  });
});
