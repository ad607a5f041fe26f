import { describe, expect, it } from 'vitest';
import { overtimeAmount } from '../../../shared/domain/hr/wages';
import { compOffDays } from '../../../shared/domain/overtime-requests/overtime-requests';

const pay = { basic_salary: 1_000_000, housing_allowance: 250_000, transport_allowance: 100_000 };

describe('overtime amount (Art 107) and comp-off days', () => {
  it('pays each hour the gross hourly wage plus half the basic hourly wage, in halalas', () => {
    // gross 13 500 SAR ÷ 240 h = 56.25 SAR; basic 10 000 ÷ 240 = 41.667, half 20.833: 77.08 SAR an hour.
    expect(overtimeAmount(pay, 60)).toBe(7708);
    expect(overtimeAmount(pay, 120)).toBe(15417);
    expect(overtimeAmount(pay, 90)).toBe(11563);
  });

  it('rounds approved minutes to days of 8 hours by the half day', () => {
    expect(compOffDays(480)).toBe(1);
    expect(compOffDays(240)).toBe(0.5);
    expect(compOffDays(120)).toBe(0.5);
    expect(compOffDays(100)).toBe(0);
    expect(compOffDays(720)).toBe(1.5);
  });
});
