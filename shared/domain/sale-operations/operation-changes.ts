import { deleteEntity, getEntity, prepareUpdate } from '../../db/entity-store';
import type { EntityOf } from '../../db/entity-type';
import { transaction } from '../../db/transaction-builder';
import { ConflictError, NotFoundError, ValidationError } from '../../errors';
import type { StaffCaller } from '../callers/callers';
import { sarOfHalalas } from '../money';
import { SALE, type SaleEntity } from '../sales/sales';
import { PAYMENT_PLAN } from '../sales-support/init-sale-payment-plan';
import { allocatePayment, releaseAllocations } from './allocation';
import { LostRace, readAgainIfStale, saleBalance, saleMoneyMove, untilSettled } from './pay';
import { scopedSaleById } from './sale-access';
import { DRAFT_PAYABLE_KINDS, SALE_OPERATION, type SaleOperationEntity } from './sale-operations';

/** Operations that gave money back (refunds module): never deleted as payments. */
const REFUND_KINDS: readonly string[] = ['refund', 'partial_refund'];

/** Sales whose money is settled: their operations no longer change (STAFF-DOMAIN 6.2). */
const CLOSED_SALE_STATUSES = ['cancelled', 'emptied', 'delivered'];

/** The sale (in the viewer's scope) and one of its operations, else 404. */
export async function saleAndOperation(viewer: StaffCaller, saleId: number, operationId: number) {
  const sale = await scopedSaleById(viewer, 'payments-and-refunds', saleId);
  const operation = await getEntity(SALE_OPERATION, operationId, 'operation');
  if (operation.sale_id !== sale.id) throw new NotFoundError('operation');
  return { sale, operation };
}

const isDeleted = (operation: SaleOperationEntity) => Boolean(operation.soft_deleted_at);

/** Operations of a cancelled, emptied or delivered sale (or one without a price) no longer change: 409. */
export function checkOpen(sale: SaleEntity) {
  if (CLOSED_SALE_STATUSES.includes(sale.status) || !sale.pricing)
    throw new ConflictError('sale_operations.sale_closed');
}

type PaymentPlanEntity = EntityOf<typeof PAYMENT_PLAN>;

/**
 * Writes the operation's change, the plan's new lines (conditioned on the plan read) and the
 * sale's money move (conditioned on the sale read) in one transaction; a lost race reads again.
 */
export async function moveMoney(
  sale: SaleEntity,
  operation: SaleOperationEntity,
  changes: Partial<SaleOperationEntity>,
  plan: PaymentPlanEntity,
  lines: PaymentPlanEntity['lines'],
  delta: number,
) {
  const operationChange = await prepareUpdate(SALE_OPERATION, operation.id, changes, {
    recordName: 'operation',
    current: operation,
  });
  const planChange = await prepareUpdate(
    PAYMENT_PLAN,
    sale.id,
    { lines },
    { recordName: 'payment plan', current: plan },
  );
  await transaction('move-operation-money', { budget: 40 })
    .include('payment', operationChange)
    .include('payment-plan', planChange)
    .add(await saleMoneyMove(sale, delta, { lines }))
    .commit({ '*': () => new LostRace() });
  return operationChange.entity;
}

/**
 * Delete operation (soft, with a reason): the operation keeps its item (`deleted_at`,
 * `delete_reason`, restorable), its allocations are given back to the plan lines and the sale's
 * `paid_total` drops by its amount, in one transaction conditioned on what was read (the sale's
 * money may not fall below what was refunded: 409).
 */
export async function deleteOperation(
  viewer: StaffCaller,
  saleId: number,
  operationId: number,
  reason: string,
) {
  return untilSettled(async () => {
    const { sale, operation } = await saleAndOperation(viewer, saleId, operationId);
    checkOpen(sale);
    // A refund's money left through its approval: it is not a payment to take back (sale-refunds).
    if (isDeleted(operation) || operation.status !== 'paid' || REFUND_KINDS.includes(operation.kind))
      throw new ConflictError('sale_operations.not_deletable');
    if ((sale.paid_total ?? 0) - operation.amount < (sale.refunded_total ?? 0))
      throw new ConflictError('sale_operations.delete_below_refunded');
    const plan = await getEntity(PAYMENT_PLAN, saleId, 'payment plan');
    return moveMoney(
      sale,
      operation,
      {
        soft_deleted_at: new Date().toISOString(),
        delete_reason: reason,
        deleted_by_user_id: viewer.id,
      },
      plan,
      releaseAllocations(plan.lines, operation.allocations),
      -operation.amount,
    );
  });
}

/** Why a deleted operation cannot be restored now, or null when it can (the same guard as pay). */
function restoreBlocker(sale: SaleEntity, operation: SaleOperationEntity) {
  if (!isDeleted(operation)) return 'sale_operations.not_deleted' as const;
  if (CLOSED_SALE_STATUSES.includes(sale.status) || !sale.pricing)
    return 'sale_operations.sale_closed' as const;
  if (operation.amount > saleBalance(sale)) return 'sale_operations.restore_over_balance' as const;
  return null;
}

/**
 * Is allow restore delete operation: true iff the operation is deleted, its sale is not cancelled,
 * emptied or delivered, and `paid - refunded + amount <= client_total` (the blocker names why not).
 */
export async function isAllowRestore(viewer: StaffCaller, saleId: number, operationId: number) {
  const { sale, operation } = await saleAndOperation(viewer, saleId, operationId);
  const blocker = restoreBlocker(sale, operation);
  return {
    operation_id: operation.id,
    allowed: blocker === null,
    blocker,
    balance: sarOfHalalas(Math.max(0, saleBalance(sale))),
  };
}

/** A restore that would over-pay: 422 on `operation_id` (the request's one field) naming the balance. */
const overBalance = (sale: SaleEntity) =>
  ValidationError.forField('operation_id', 'sale_operations.restore_over_balance', {
    balance: sarOfHalalas(Math.max(0, saleBalance(sale))).toFixed(2),
  });

/**
 * Restore delete operation: re-applies a deleted operation under the same guard as pay (one
 * transaction, the sale's total conditioned on the balance): allocated again to the lines open now
 * (its chosen line first, else oldest unpaid). Over the balance: 422 on `operation_id` naming it.
 */
export async function restoreOperation(viewer: StaffCaller, saleId: number, operationId: number) {
  return untilSettled(async () => {
    const { sale, operation } = await saleAndOperation(viewer, saleId, operationId);
    const blocker = restoreBlocker(sale, operation);
    if (blocker === 'sale_operations.restore_over_balance') throw overBalance(sale);
    if (blocker) throw new ConflictError(blocker);
    const plan = await getEntity(PAYMENT_PLAN, saleId, 'payment plan');
    const chosen = plan.lines.find((line) => line.sequence === operation.schedule_line);
    const open = chosen && chosen.paid_amount < chosen.amount && chosen.status !== 'cancelled';
    const allocation = allocatePayment(plan.lines, operation.amount, {
      chosen: open ? (operation.schedule_line ?? undefined) : undefined,
      ...(sale.status === 'draft' ? { payable: (line) => DRAFT_PAYABLE_KINDS.includes(line.kind) } : {}),
    });
    if (typeof allocation === 'string') {
      readAgainIfStale(sale, plan);
      throw overBalance(sale);
    }
    return moveMoney(
      sale,
      operation,
      {
        soft_deleted_at: null,
        delete_reason: null,
        deleted_by_user_id: null,
        allocations: allocation.allocations,
      },
      plan,
      allocation.lines,
      operation.amount,
    );
  });
}

/**
 * Force delete operation: removes a deleted operation for good (its item and its link under the
 * sale); the money already left the totals when it was deleted. Only deleted operations (409).
 * Its receipt number stays unused: the year's sequence keeps the gap (README).
 */
export async function forceDeleteOperation(viewer: StaffCaller, saleId: number, operationId: number) {
  const { operation } = await saleAndOperation(viewer, saleId, operationId);
  if (!isDeleted(operation)) throw new ConflictError('sale_operations.not_deleted');
  await deleteEntity(SALE_OPERATION, operation.id, {
    recordName: 'operation',
    links: [{ type: SALE, id: saleId }],
    expectedVersion: operation.version,
  });
}
