import { describe, expect, it } from 'vitest';
import { halalasOfSar, sarOfHalalas, sarOrNull } from '../../../shared/domain/money';

describe('money conversions (integer halalas inside, SAR with 2 decimals on the wire)', () => {
  it('converts SAR to halalas half-up', () => {
    expect(halalasOfSar(885_000)).toBe(88_500_000);
    expect(halalasOfSar(0.005)).toBe(1);
    expect(halalasOfSar(1234.565)).toBe(123_457);
  });

  it('shows halalas as SAR, and an absent amount as null', () => {
    expect(sarOfHalalas(1_250_050)).toBe(12_500.5);
    expect(sarOfHalalas(0)).toBe(0);
    expect(sarOrNull(4_425_000)).toBe(44_250);
    expect(sarOrNull(null)).toBeNull();
    expect(sarOrNull(undefined)).toBeNull();
  });
});
