/**
 * The money of an order or an offer (halalas): each line's subtotal is qty × unit price (rounded
 * half-up to the halala), its VAT half-up of subtotal × rate; the order's subtotal, VAT and total
 * (= subtotal + VAT) are the lines' sums (STAFF-DOMAIN-2 Q12's per-line VAT).
 */
export interface PricedLine {
  qty: number;
  /** Halalas, without VAT. */
  unit_price: number;
  /** Percent (15 or 0). */
  vat_rate: number;
}

export const lineSubtotal = (line: PricedLine) => Math.round(line.qty * line.unit_price);
export const lineVat = (line: PricedLine) => Math.round((lineSubtotal(line) * line.vat_rate) / 100);

export function orderTotals(lines: readonly PricedLine[]) {
  const subtotal = lines.reduce((sum, line) => sum + lineSubtotal(line), 0);
  const vat = lines.reduce((sum, line) => sum + lineVat(line), 0);
  return { subtotal, vat, total: subtotal + vat };
}

/** What the advance lets be paid before anything is received (halalas, with VAT). */
export const advanceOf = (total: number, advancePct: number) => Math.round((total * advancePct) / 100);

/** Payment progress from what was paid (halalas). */
export const paymentProgress = (paid: number, total: number) =>
  paid <= 0 ? 'unpaid' : paid >= total ? 'paid' : 'partially_paid';
