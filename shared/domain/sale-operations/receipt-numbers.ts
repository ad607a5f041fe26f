import type { TxItem } from '../../db/transaction-builder';
import { nextYearlyNumber } from '../numbering/next-yearly-number';

/** The counter of a year's receipt numbers (`COUNTER` / `RECEIPT_NUMBER#2026`, `last_number`). */
const receiptCounter = (year: number) => `RECEIPT_NUMBER#${year}`;

/** A receipt number as printed: `RC-2026-000042`. */
export const receiptNumberText = (year: number, sequence: number) =>
  `RC-${year}-${String(sequence).padStart(6, '0')}`;

/**
 * The next receipt number of the year and the counter move that takes it, for the transaction that
 * writes the operation: conditioned on the value read, so a number is taken only by the operation
 * that keeps it (gap-free, no duplicates; a lost race reads again), as offer numbers.
 */
export async function nextReceiptNumber(now: Date): Promise<{ receipt_no: string; guard: TxItem }> {
  const { number, guard } = await nextYearlyNumber(now, 'receipt-number', receiptCounter, receiptNumberText);
  return { receipt_no: number, guard };
}
