import { prepareUpdate } from '../../db/entity-store';
import { when } from '../../db/expressions';
import type { TransactItem } from '../../db/transactions';
import { reopeningStep } from '../sale-operations/settlement';
import { SALE, type Sale, type SaleEntity } from '../sales/sales';

/**
 * The sale item's change when a refund gives back `amount` (halalas): `refunded_total` raised,
 * conditioned on the rule itself as the item holds it, `paid_total >= refunded_total + amount +
 * deductions` (refund <= paid - refunded - deductions), with the totals, status and client total
 * equal to what was read: a concurrent payment or refund cancels the transaction, which reads again.
 * `changes`: the sale's other fields in the same write (a full refund cancels it); without a status
 * among them, a refund that makes a `ready_for_emptying` sale owe again steps it back (`reopeningStep`).
 */
export async function saleRefundMove(
  sale: SaleEntity,
  amount: number,
  deductions: number,
  changes: Partial<Sale> = {},
): Promise<TransactItem[]> {
  const paid = sale.paid_total ?? 0;
  const refunded = sale.refunded_total ?? 0;
  // A partial refund that makes a ready_for_emptying sale owe again steps it back to contracted.
  const reopen = changes.status ? undefined : reopeningStep(sale, -amount);
  const change = await prepareUpdate(
    SALE,
    sale.id,
    { ...changes, ...reopen?.changes, refunded_total: refunded + amount },
    {
      recordName: 'sale',
      current: sale,
      condition: when.and(
        when.eq('status', sale.status),
        when.eq('paid_total', paid),
        when.ge('paid_total', refunded + amount + deductions),
        sale.refunded_total === undefined
          ? when.lacks('refunded_total')
          : when.eq('refunded_total', refunded),
        when.eq('pricing.client_total', sale.pricing?.client_total ?? 0),
      ),
    },
  );
  return [...change.items, ...(reopen?.items ?? [])];
}
