import { describe, expect, it } from 'vitest';
import {
  isSaudiNationalId,
  saudiIdCheckDigit,
  withSaudiIdCheckDigit,
} from '../../../../shared/domain/clients/saudi-national-id';

describe('Saudi national id and iqama check digit', () => {
  it('accepts known-valid citizen ids and iqama numbers, as text or number', () => {
    for (const valid of ['1010000006', '1098765439', '1010002358', '2000000006', '2123456788', '1234567897'])
      expect(isSaudiNationalId(valid), valid).toBe(true);
    expect(isSaudiNationalId(1010000006)).toBe(true);
  });

  it('refuses a wrong check digit, a changed digit and two swapped digits', () => {
    for (const invalid of [
      '1010000000', // check digit should be 6
      '1098765432', // the old demo id: check digit should be 9
      '1012345678', // the print sample: check digit should be 2
      '1010000016', // one digit changed
      '1001000006', // two neighbours swapped
    ])
      expect(isSaudiNationalId(invalid), invalid).toBe(false);
  });

  it('refuses what is not 10 digits starting with 1 or 2, even with a holding Luhn sum', () => {
    for (const invalid of [
      '3000000004',
      '0000000000',
      '101000006',
      '10100000060',
      '101000000a',
      ' 1010000006',
      '',
    ])
      expect(isSaudiNationalId(invalid), JSON.stringify(invalid)).toBe(false);
  });

  it('computes the check digit that completes nine digits', () => {
    expect(saudiIdCheckDigit('101000000')).toBe(6);
    expect(saudiIdCheckDigit(109876543)).toBe(9);
    expect(withSaudiIdCheckDigit('212345678')).toBe(2123456788);
    for (let nine = 100000000; nine < 100000000 + 500; nine += 7)
      expect(isSaudiNationalId(withSaudiIdCheckDigit(nine))).toBe(true);
    expect(() => saudiIdCheckDigit('12345')).toThrow(RangeError);
  });
});
