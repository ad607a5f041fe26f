import { describe, expect, it } from 'vitest';
import { maskedIban, monthlyWage, serviceYears } from '../../../../shared/domain/hr/employee-profiles';
import { maxLoanAmount, maxLoanInstallment, overtimeAmount } from '../../../../shared/domain/hr/wages';

// 10 000 SAR basic, 2 500 housing, 1 000 transport, in halalas.
const pay = { basic_salary: 1_000_000, housing_allowance: 250_000, transport_allowance: 100_000 };

describe('HR pay arithmetic', () => {
  it('pays an overtime hour as the hourly wage plus half the basic hourly wage (Art 107)', () => {
    // gross hourly 13 500 / 240 = 56.25 SAR; basic hourly 41.666…; 56.25 + 20.8333 = 77.0833 SAR.
    expect(overtimeAmount(pay, 60)).toBe(7708);
    expect(overtimeAmount(pay, 90)).toBe(11563);
  });

  it('caps a loan installment at 10 % of the monthly wage, over at most 24 installments', () => {
    expect(monthlyWage(pay)).toBe(1_350_000);
    expect(maxLoanInstallment(pay)).toBe(135_000);
    expect(maxLoanAmount(pay)).toBe(3_240_000);
  });

  it('counts completed years of service and masks an IBAN to its last four digits', () => {
    expect(serviceYears('2019-03-01', '2024-02-29')).toBe(4);
    expect(serviceYears('2019-03-01', '2024-03-01')).toBe(5);
    expect(maskedIban('SA4420000001234567891234')).toBe('SA** **** **** **** **** 1234');
    expect(maskedIban(null)).toBeNull();
  });
});
