import type { TxItem } from '../../db/transaction-builder';
import { nextYearlyNumber } from '../numbering/next-yearly-number';

/** The counter of a year's refund voucher numbers (`COUNTER` / `REFUND_NUMBER#2026`). */
const refundCounter = (year: number) => `REFUND_NUMBER#${year}`;

/** A refund voucher number as printed: `RF-2026-000042`. */
export const refundNumberText = (year: number, sequence: number) =>
  `RF-${year}-${String(sequence).padStart(6, '0')}`;

/**
 * The year's next refund voucher number and the counter move that takes it, conditioned on the value
 * read (gap-free, as receipt numbers): a refund operation's `receipt_no`, in its own sequence.
 */
export async function nextRefundNumber(now: Date): Promise<{ receipt_no: string; guard: TxItem }> {
  const { number, guard } = await nextYearlyNumber(now, 'refund-number', refundCounter, refundNumberText);
  return { receipt_no: number, guard };
}
