import { nextId } from '../../db/counters';
import { riyadhYear } from '../home/riyadh-day';
import { nextYearlyNumber } from '../numbering/next-yearly-number';

/** The yearly numbered purchasing documents (STAFF-DOMAIN-2 1.2): `<PREFIX>-YYYY-NNNNNN`. */
export type PurchasingNumberKind = 'PR' | 'OC' | 'PO';

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

/** The vouchers numbered from an atomic counter: payment, disbursement, receipt, supply request, return, purchase invoice. */
export type VoucherKind = 'PV' | 'DO' | 'GRN' | 'SR' | 'RR' | 'PI';

/**
 * A voucher number (`PV-YYYY-NNNNNN` a payment, `DO-YYYY-NNNNNN` a disbursement, `GRN-`, `SR-`,
 * `RR-`, `PI-` the receipts, supply requests, returns and purchase invoices) from an atomic
 * counter of the Riyadh year: unique but not gap-free (a payment refused by M1 or M2, a
 * disbursement refused by the stock, leaves its number unused). Vouchers race on their guards; a
 * gap-free counter in the same transaction would make every racer lose to the number as well,
 * serialising them past the gateway's 29 seconds.
 */
export async function takeVoucherNumber(kind: VoucherKind, now: Date = new Date()): Promise<string> {
  const year = riyadhYear(now);
  const sequence = await nextId(`${kind}_NUMBER#${year}`);
  return `${kind}-${year}-${String(sequence).padStart(6, '0')}`;
}
