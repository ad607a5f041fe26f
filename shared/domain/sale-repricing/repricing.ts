import { getEntity, prepareUpdate } from '../../db/entity-store';
import type { TransactItem } from '../../db/transactions';
import { ConflictError, ValidationError } from '../../errors';
import { sarOfHalalas } from '../money';
import { SALE, type Sale, type SaleEntity, type SalePricing, saleHeld } from '../sales/sales';
import {
  addDays,
  BALANCE_DAYS,
  PAYMENT_PLAN,
  type PaymentPlanEntity,
  type ScheduleLine,
} from '../sales-support/init-sale-payment-plan';
import { type PricedDiscount, type PricingInput, priceSale, pricingOnWire } from '../sales-support/pricing';
import { openLines } from './reschedule-lines';

/** The sale's frozen price (a sale without one cannot be re-priced: 409). */
export function snapshotOf(sale: SaleEntity): SalePricing {
  if (!sale.pricing) throw new ConflictError('sale_settings.no_price');
  return sale.pricing;
}

/** A discount the sale already has, kept at the amount frozen in its snapshot. */
export const frozenDiscount = (
  discount: SalePricing['discounts'][number],
  level: PricedDiscount['level'],
): PricedDiscount => ({
  discount_id: discount.discount_id,
  name: discount.name,
  level,
  value_type: 'fixed',
  value: discount.amount,
  max_value: null,
});

/**
 * The snapshot re-priced (`priceSale`) with `input`: its discounts at their frozen amounts, and kept
 * on the new snapshot as they were.
 */
export function repricedWithFrozenDiscounts(
  pricing: SalePricing,
  input: Omit<PricingInput, 'discounts'>,
): SalePricing {
  const repriced = priceSale({
    ...input,
    discounts: pricing.discounts.map((discount) => frozenDiscount(discount, 'project')),
  });
  return { ...repriced, discounts: pricing.discounts };
}

/** `priceSale`'s input from a snapshot (its price, tax and striving choices), with the discounts given. */
export const snapshotInput = (sale: SaleEntity, pricing: SalePricing): Omit<PricingInput, 'discounts'> => ({
  price_before_tax: pricing.price_before_tax,
  tax_rate: pricing.tax_rate,
  tax_free: pricing.state_tax > 0 || sale.tax_free?.status === 'approved',
  tax_payer: pricing.tax_payer,
  striving_payer: pricing.striving_payer,
  striving_rate: pricing.striving_rate,
});

/** 422 on `field` when a new client total falls below what the sale holds (a partial refund comes first). */
export function checkNotBelowHeld(field: string, total: number, held: number) {
  if (total < held)
    throw ValidationError.forField(field, 'sale_repricing.total_below_held', {
      total: sarOfHalalas(total).toFixed(2),
      held: sarOfHalalas(held).toFixed(2),
    });
}

const statusOf = (line: ScheduleLine, amount: number): ScheduleLine['status'] =>
  amount === 0 ? 'cancelled' : amount === line.paid_amount ? 'paid' : line.status;

/**
 * The plan's lines for a new client total: what the open lines still owe is rescaled in proportion
 * to the new balance (each rounded down, the last line takes the rounding), paid parts untouched.
 * With no open line left and money now owed, one installment is added, due BALANCE_DAYS from today.
 */
export function rescaledLines(lines: ScheduleLine[], newTotal: number, today: string): ScheduleLine[] {
  const held = lines.reduce((sum, line) => sum + line.paid_amount, 0);
  const newBalance = newTotal - held;
  const open = openLines(lines);
  const oldBalance = open.reduce((sum, line) => sum + (line.amount - line.paid_amount), 0);
  if (open.length === 0) {
    if (newBalance === 0) return lines;
    const sequence = Math.max(0, ...lines.map((line) => line.sequence)) + 1;
    return [
      ...lines,
      {
        sequence,
        kind: 'installment',
        due_date: addDays(today, BALANCE_DAYS),
        amount: newBalance,
        paid_amount: 0,
        status: 'pending',
      },
    ];
  }
  let left = newBalance;
  const owed = new Map(
    open.map((line, index) => {
      const share =
        index === open.length - 1
          ? left
          : Number((BigInt(line.amount - line.paid_amount) * BigInt(newBalance)) / BigInt(oldBalance));
      left -= share;
      return [line.sequence, share];
    }),
  );
  return lines.map((line) => {
    const share = owed.get(line.sequence);
    if (share === undefined) return line;
    const amount = line.paid_amount + share;
    return { ...line, amount, status: statusOf(line, amount) };
  });
}

/**
 * The items of a re-pricing: the sale's new snapshot (with `changes`) and the plan's lines rescaled
 * to its total, each under the version read, for one transaction.
 */
export async function repricingItems(
  sale: SaleEntity,
  plan: PaymentPlanEntity,
  pricing: SalePricing,
  changes: Partial<Sale>,
  today: string,
): Promise<{ sale: SaleEntity; plan: PaymentPlanEntity; items: TransactItem[] }> {
  const planUpdate = await prepareUpdate(
    PAYMENT_PLAN,
    plan.id,
    { lines: rescaledLines(plan.lines, pricing.client_total, today), total: pricing.client_total },
    { recordName: 'payment plan', current: plan, expectedVersion: plan.version },
  );
  const saleUpdate = await prepareUpdate(
    SALE,
    sale.id,
    { ...changes, pricing },
    { recordName: 'sale', current: sale, expectedVersion: sale.version },
  );
  return {
    sale: saleUpdate.entity,
    plan: planUpdate.entity,
    items: [...saleUpdate.items, ...planUpdate.items],
  };
}

/** The sale's plan (read after the sale: the write is conditioned on both versions). */
export const planOf = (sale: SaleEntity) => getEntity(PAYMENT_PLAN, sale.id, 'payment plan');

/** What a re-pricing route answers of any sale first: its price on the wire, what it holds and owes, and the outcome. */
export function repricedOnWire(
  sale: SaleEntity,
  outcome: { applied: boolean; acceptance_id: number | null },
) {
  const pricing = snapshotOf(sale);
  return {
    sale_id: sale.id,
    sale_status: sale.status,
    applied: outcome.applied,
    acceptance_id: outcome.acceptance_id,
    pricing: pricingOnWire(pricing),
    held: sarOfHalalas(saleHeld(sale)),
    balance: sarOfHalalas(pricing.client_total - saleHeld(sale)),
  };
}
