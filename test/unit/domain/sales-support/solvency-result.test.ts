import { describe, expect, it } from 'vitest';
import { clearsSending, solvencyResult } from '../../../../shared/domain/sales-support/solvency';

const required_amount = 100_000_000;

describe('solvencyResult (financial solvency, computed)', () => {
  it('a cash buyer is solvent when the down payment covers the total', () => {
    expect(
      solvencyResult({
        purchase_method: 'cash',
        down_payment_available: 100_000_000,
        pre_approved_amount: null,
        required_amount,
      }),
    ).toBe('solvent');
  });

  it('counts the bank pre-approval only for a bank-financed purchase', () => {
    const input = { down_payment_available: 20_000_000, pre_approved_amount: 80_000_000, required_amount };
    expect(solvencyResult({ ...input, purchase_method: 'mixed' })).toBe('solvent');
    expect(solvencyResult({ ...input, purchase_method: 'cash' })).toBe('partially_solvent');
  });

  it('waits for the bank while a financed purchase has no pre-approved amount', () => {
    expect(
      solvencyResult({
        purchase_method: 'bank_financing',
        down_payment_available: 0,
        pre_approved_amount: null,
        required_amount,
      }),
    ).toBe('pending_bank');
  });

  it('is partially solvent from 10 % of the total, not solvent below', () => {
    const cash = (down: number) =>
      solvencyResult({
        purchase_method: 'developer_installments',
        down_payment_available: down,
        pre_approved_amount: null,
        required_amount,
      });
    expect(cash(10_000_000)).toBe('partially_solvent');
    expect(cash(9_999_999)).toBe('not_solvent');
  });

  it('a not solvent assessment blocks sending until a manager overrides it', () => {
    expect(clearsSending({ result: 'not_solvent', overridden_by_user_id: null })).toBe(false);
    expect(clearsSending({ result: 'not_solvent', overridden_by_user_id: 7 })).toBe(true);
    expect(clearsSending({ result: 'pending_bank', overridden_by_user_id: null })).toBe(true);
  });
});
