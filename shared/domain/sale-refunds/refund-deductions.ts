import { type SaleEntity, saleHeld } from '../sales/sales';
import type { RefundDeduction } from './sale-refunds';

/** Striving as the striving module will record it paid out to the broker (STAFF-DOMAIN 6.8). */
interface StrivingPaidOut {
  striving_status?: string | null;
}

/**
 * What the company keeps of a sale's money when refunding (halalas, only the non-zero ones): the
 * earnest money once `forfeited` (its `orbon_amount`, never the advance), the striving the client
 * paid once it was paid out to the broker, and a contractual fee the request names.
 */
export function refundDeductions(sale: SaleEntity, contractualFee = 0): RefundDeduction[] {
  const pricing = sale.pricing;
  const strivingPaid =
    (sale as SaleEntity & StrivingPaidOut).striving_status === 'paid' && pricing?.striving_payer === 'client'
      ? pricing.striving_amount + pricing.striving_vat
      : 0;
  const deductions: RefundDeduction[] = [
    { kind: 'forfeited_orbon', amount: sale.orbon_status === 'forfeited' ? (sale.orbon_amount ?? 0) : 0 },
    { kind: 'striving', amount: strivingPaid },
    { kind: 'contractual_fee', amount: contractualFee },
  ];
  return deductions.filter((deduction) => deduction.amount > 0);
}

/** The sum of deductions, in halalas. */
export const deductionsTotal = (deductions: RefundDeduction[]): number =>
  deductions.reduce((sum, deduction) => sum + deduction.amount, 0);

/** The most a refund may give back now: what the sale holds less the deductions, never below 0. */
export const mostRefundable = (sale: SaleEntity, deductions: RefundDeduction[]): number =>
  Math.max(0, saleHeld(sale) - deductionsTotal(deductions));
