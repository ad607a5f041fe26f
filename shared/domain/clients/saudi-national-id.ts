/**
 * Saudi national id (citizen, first digit 1) and iqama (resident, first digit 2) numbers: 10 digits,
 * the last a check digit. The check is Luhn's over the ten digits: from the left, the digits in odd
 * positions (1st, 3rd, ... 9th) are doubled (a product above 9 counts as the sum of its digits,
 * i.e. minus 9), the others taken as they are; the total is a multiple of 10.
 */

/** The Luhn sum of a string of digits as the Saudi id counts it (doubling the 1st, 3rd, ... from the left). */
function luhnSum(digits: string): number {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[index]);
    if (index % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum;
}

/** A national id or iqama number: 10 digits, starting with 1 or 2, whose check digit holds. */
export function isSaudiNationalId(value: string | number): boolean {
  const digits = String(value);
  return /^[12]\d{9}$/.test(digits) && luhnSum(digits) % 10 === 0;
}

/** The check digit that completes nine leading digits (`101000000` → 6, making `1010000006`). */
export function saudiIdCheckDigit(firstNine: string | number): number {
  const digits = String(firstNine);
  if (!/^\d{9}$/.test(digits)) throw new RangeError(`nine digits expected, got ${digits}`);
  // The check digit sits in an even position (10th): it is added as it is.
  return (10 - (luhnSum(digits) % 10)) % 10;
}

/** The whole 10-digit number for nine leading digits, its check digit appended (seed data, tests). */
export const withSaudiIdCheckDigit = (firstNine: string | number): number =>
  Number(`${firstNine}${saudiIdCheckDigit(firstNine)}`);
