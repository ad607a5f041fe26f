import { describe, expect, it } from 'vitest';
import { strivingNeedsApproval } from '../../../../shared/domain/sale-repricing/sale-striving';
import type { SalePricing, SaleStrivingChange } from '../../../../shared/domain/sales/sales';

const pricing = { net_price: 85_000_000, striving_payer: 'client' } as SalePricing;
const asked = (change: Partial<SaleStrivingChange>): SaleStrivingChange => ({
  striving_payer: 'client',
  striving_type: 'percentage',
  striving_rate: 2.5,
  striving_amount: null,
  broker_kind: null,
  broker_user_id: null,
  broker_name: null,
  broker_fal_licence_no: null,
  broker_iban: null,
  ...change,
});

describe('striving approval', () => {
  it('needs approval above the 2.5 % default or when the company starts paying, not otherwise', () => {
    expect(strivingNeedsApproval(pricing, asked({}))).toBe(false);
    expect(strivingNeedsApproval(pricing, asked({ striving_rate: 2.51 }))).toBe(true);
    expect(strivingNeedsApproval(pricing, asked({ striving_payer: 'company', striving_rate: 1 }))).toBe(true);
    expect(
      strivingNeedsApproval({ ...pricing, striving_payer: 'company' }, asked({ striving_payer: 'company' })),
    ).toBe(false);
    expect(strivingNeedsApproval(pricing, asked({ striving_payer: 'none', striving_rate: 9 }))).toBe(false);
    // Fixed: compared with 2.5 % of the net price (SAR 21,250).
    expect(
      strivingNeedsApproval(pricing, asked({ striving_type: 'fixed', striving_amount: 2_125_000 })),
    ).toBe(false);
    expect(
      strivingNeedsApproval(pricing, asked({ striving_type: 'fixed', striving_amount: 2_125_001 })),
    ).toBe(true);
  });
});
