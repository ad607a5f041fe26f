import { nextYearlyNumber } from '../numbering/next-yearly-number';

/** The yearly numbered purchasing documents (STAFF-DOMAIN-2 1.2): `<PREFIX>-YYYY-NNNNNN`. */
export type PurchasingNumberKind = 'PR' | 'OC' | 'PO' | 'PV';

/**
 * The next number of a kind (gap-free per Riyadh year) and the counter move its transaction carries
 * (named `<kind>-number`: refused, another write took the number and the caller takes the next).
 */
export const nextPurchasingNumber = (kind: PurchasingNumberKind, now: Date = new Date()) =>
  nextYearlyNumber(
    now,
    `${kind.toLowerCase()}-number`,
    (year) => `PURCHASING_NUMBER#${kind}#${year}`,
    (year, sequence) => `${kind}-${year}-${String(sequence).padStart(6, '0')}`,
  );

/** Whether a transaction was refused by a number's counter (a racing write took it: try again). */
export const lostNumberRace = (error: unknown): boolean =>
  error instanceof Error && error.name === 'GuardFailed' && /-number"$/.test(error.message);
