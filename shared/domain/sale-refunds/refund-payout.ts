import { getEntity, prepareCreate, prepareUpdate } from '../../db/entity-store';
import type { TransactItem } from '../../db/transactions';
import { ConflictError, ValidationError } from '../../errors';
import type { DecisionContext } from '../acceptances/approvable-types';
import { prepareTransition } from '../lifecycle/apply-transition';
import type { Actor } from '../lifecycle/lifecycle';
import { sarOfHalalas } from '../money';
import { SALE_OPERATION } from '../sale-operations/sale-operations';
import { saleCancelChanges, saleCancelItems } from '../sale-removal/sale-cancel';
import { SALE } from '../sales/sales';
import { PAYMENT_PLAN } from '../sales-support/init-sale-payment-plan';
import { REFUNDABLE_SALE_STATUSES } from './refund-data';
import { deductionsTotal, mostRefundable, refundDeductions } from './refund-deductions';
import { refundLifecycle } from './refund-lifecycle';
import { refundFromLines } from './refund-lines';
import { saleRefundMove } from './refund-money';
import { nextRefundNumber } from './refund-numbers';
import { SALE_REFUND, type SaleRefund, type SaleRefundEntity } from './sale-refunds';

export const REFUND_RECORD_NAME = 'refund request';

type RefundStep = ReturnType<typeof refundLifecycle.step>;

export const engineActor = (context: DecisionContext): Actor => ({
  kind: 'system',
  name: `acceptance#${context.acceptanceId}`,
});

/** The contractual fee the request named (the other deductions are read from the sale at payout). */
const requestedFee = (refund: SaleRefundEntity) =>
  refund.deductions.find((deduction) => deduction.kind === 'contractual_fee')?.amount ?? 0;

/**
 * The approval's payout, as items of the decision's one transaction: the refund operation (kind
 * refund or partial_refund, the year's next refund voucher number), the plan lines given back latest
 * due first, the sale's `refunded_total` raised under `refund <= paid - refunded - deductions` on the
 * item, the request `paid`, and for a full refund the sale cancelled with its unit available. Over
 * the limit now: 422 naming it (nothing written; the reviewer may reject).
 */
export async function refundPayoutItems(context: DecisionContext): Promise<TransactItem[]> {
  const refund = await getEntity(SALE_REFUND, context.id, REFUND_RECORD_NAME);
  const actor = engineActor(context);
  const step = refundLifecycle.step('approve', { from: refund.status, actor, subject: refund });
  const sale = await getEntity(SALE, refund.sale_id, 'sale');
  if (!sale.pricing || !REFUNDABLE_SALE_STATUSES.includes(sale.status))
    throw new ConflictError('sale_refunds.sale_not_refundable', { status: sale.status });
  const deductions = refundDeductions(sale, requestedFee(refund));
  const most = mostRefundable(sale, deductions);
  if (refund.amount > most)
    throw ValidationError.forField('amount', 'sale_refunds.amount_over_refundable', {
      limit: sarOfHalalas(most).toFixed(2),
    });
  const full = refund.kind === 'refund';
  const plan = await getEntity(PAYMENT_PLAN, sale.id, 'payment plan');
  const given = refundFromLines(plan.lines, refund.amount, { close: full });
  // The plan holds less than the sale read: a payment or refund landed between the two reads.
  if (!given) throw new ConflictError();
  const number = await nextRefundNumber(new Date(context.at));
  const operation = await prepareCreate(
    SALE_OPERATION,
    {
      sale_id: sale.id,
      kind: refund.kind,
      schedule_line: null,
      allocations: given.allocations,
      amount: refund.amount,
      method: refund.method,
      reference_no: `refund#${refund.id}`,
      paid_at: context.at,
      receipt_no: number.receipt_no,
      status: 'paid',
      created_by_user_id: context.deciderId,
    },
    { links: [{ type: SALE, id: sale.id }] },
  );
  const planChange = await prepareUpdate(
    PAYMENT_PLAN,
    sale.id,
    { lines: given.lines },
    { recordName: 'payment plan', current: plan },
  );
  const refundChange = await decisionItems(context, refund, step, {
    deductions,
    deductions_total: deductionsTotal(deductions),
    paid_at: context.at,
    operation_id: operation.entity.id,
    allocations: given.allocations,
  });
  const reason = `refund #${refund.id}: ${refund.reason}`;
  return [
    number.guard.item,
    ...operation.items,
    ...planChange.items,
    ...refundChange,
    ...(await saleRefundMove(
      sale,
      refund.amount,
      deductionsTotal(deductions),
      full ? saleCancelChanges(context.at, actor, reason) : {},
    )),
    ...(full ? await saleCancelItems(sale, 'refund', actor, context.at, reason) : []),
  ];
}

/** Rejected or cancelled: the request ends so, with its history entry; no money moves. */
export async function refundClosingItems(
  context: DecisionContext,
  action: 'reject' | 'cancel',
): Promise<TransactItem[]> {
  const refund = await getEntity(SALE_REFUND, context.id, REFUND_RECORD_NAME);
  const step = refundLifecycle.step(action, {
    from: refund.status,
    actor: engineActor(context),
    subject: refund,
  });
  return decisionItems(context, refund, step);
}

/**
 * The request as decided (its new status, who decided, when and why, and `changes`) under the
 * version read, with its history entry.
 */
async function decisionItems(
  context: DecisionContext,
  refund: SaleRefundEntity,
  step: RefundStep,
  changes: Partial<SaleRefund> = {},
): Promise<TransactItem[]> {
  const prepared = await prepareTransition(SALE_REFUND, refund, step, {
    actor: engineActor(context),
    recordName: REFUND_RECORD_NAME,
    reason: context.reason,
    at: context.at,
    changes: {
      decided_by_user_id: context.deciderId,
      decided_at: context.at,
      decision_reason: context.reason,
      ...changes,
    },
  });
  return prepared.items;
}
