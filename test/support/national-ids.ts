import { withSaudiIdCheckDigit } from '../../shared/domain/clients/saudi-national-id';

/** A valid Saudi national id (`1...`) or iqama (`2...`) of the test's own: random digits and their check digit. */
export const freshNationalId = (first: 1 | 2 = 1): string =>
  String(withSaudiIdCheckDigit(`${first}${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`));

/** The same number with its check digit changed: 10 digits, right first digit, wrong check digit. */
export const withWrongCheckDigit = (nationalId: string): string =>
  `${nationalId.slice(0, 9)}${(Number(nationalId[9]) + 1) % 10}`;
