import { findEntity, getEntity, linkedIds, prepareUpdate, softDeleteEntity } from '../../db/entity-store';
import { when } from '../../db/expressions';
import { keys } from '../../db/keys';
import { transaction, txDelete } from '../../db/transaction-builder';
import { TRANSACTION_ITEM_LIMIT } from '../../db/transactions';
import { ConflictError, type MessageParams } from '../../errors';
import type { MessageKey } from '../../i18n';
import type { ApprovableType } from '../acceptances/approvable-types';
import { loadAcceptance, openAcceptanceId, prepareOpenAcceptanceCancel } from '../acceptances/engine';
import type { Actor } from '../lifecycle/lifecycle';
import { sarOfHalalas } from '../money';
import { scopedSaleById } from '../sale-operations/sale-access';
import { SALE_OPERATION } from '../sale-operations/sale-operations';
import { pendingRefunds } from '../sale-refunds/pending-refunds';
import { refundApprovable } from '../sale-refunds/refund-acceptance';
import { mostRefundable, refundDeductions } from '../sale-refunds/refund-deductions';
import { SALE_REFUND } from '../sale-refunds/sale-refunds';
import { BOOKING, SALE, type SaleEntity, saleHeld } from '../sales/sales';
import { PAYMENT_PLAN } from '../sales-support/init-sale-payment-plan';
import type { StaffViewer } from '../users/row-scope';
import { saleCancelChanges, saleCancelItems } from './sale-cancel';

/** The sale states a delete takes (STAFF-DOMAIN 6.1): before the deed, while nothing is held. */
export const DELETABLE_SALE_STATUSES = ['draft', 'contract_pending', 'contracted'];

/** An open approval of a record of the sale: its type's definition and record id. */
interface SaleApproval {
  approvable: ApprovableType;
  id: number;
}

/** The open approvals a sale's delete cancels: its refund requests' (other sale approvals join here). */
async function saleApprovals(saleId: number): Promise<SaleApproval[]> {
  return (await pendingRefunds(saleId)).map((refund) => ({ approvable: refundApprovable, id: refund.id }));
}

/** Why a delete is refused now (message key and params), or null. */
function deleteBlocker(sale: SaleEntity): { key: MessageKey; params: MessageParams } | null {
  if (!DELETABLE_SALE_STATUSES.includes(sale.status))
    return { key: 'sale_removal.not_deletable' as const, params: { status: sale.status } };
  const held = saleHeld(sale);
  if (held !== 0)
    return { key: 'sale_removal.money_held' as const, params: { held: sarOfHalalas(held).toFixed(2) } };
  return null;
}

/** Whether anything was ever posted on the sale: money counted, an operation or a refund request kept. */
async function postedOn(sale: SaleEntity) {
  const [operations, refunds] = await Promise.all([
    linkedIds({ type: SALE, id: sale.id }, SALE_OPERATION, 1),
    linkedIds({ type: SALE, id: sale.id }, SALE_REFUND, 1),
  ]);
  return (
    (sale.paid_total ?? 0) !== 0 || (sale.refunded_total ?? 0) !== 0 || operations.length + refunds.length > 0
  );
}

/** Why a force delete is refused now, or null. */
async function forceDeleteBlocker(sale: SaleEntity) {
  if (sale.status !== 'cancelled') return 'sale_removal.not_cancelled' as const;
  if (await postedOn(sale)) return 'sale_removal.operations_posted' as const;
  return null;
}

/**
 * Get deleted sale data: what a delete would do and whether it may: the money (client total, paid,
 * refunded, held, refundable), the sale's booking, the approvals it would cancel and the blockers
 * of a delete and of a force delete.
 */
export async function deletedSaleData(viewer: StaffViewer, saleId: number) {
  const sale = await scopedSaleById(viewer, saleId);
  const booking = sale.booking_id ? await findEntity(BOOKING, sale.booking_id) : undefined;
  const approvals = [];
  for (const approval of await saleApprovals(sale.id)) {
    const acceptanceId = await openAcceptanceId(approval.approvable.type, approval.id);
    if (acceptanceId === undefined) continue;
    const acceptance = await loadAcceptance(acceptanceId);
    approvals.push({
      id: acceptance.id,
      approvable_type: acceptance.approvable_type,
      approvable_id: acceptance.approvable_id,
      title: acceptance.title_en,
    });
  }
  const blocker = deleteBlocker(sale);
  const forceBlocker = await forceDeleteBlocker(sale);
  return {
    sale_id: sale.id,
    sale_status: sale.status,
    client_total: sarOfHalalas(sale.pricing?.client_total ?? 0),
    paid_total: sarOfHalalas(sale.paid_total ?? 0),
    refunded_total: sarOfHalalas(sale.refunded_total ?? 0),
    held: sarOfHalalas(saleHeld(sale)),
    refundable: sarOfHalalas(mostRefundable(sale, refundDeductions(sale))),
    booking: booking ? { id: booking.id, status: booking.status } : null,
    acceptances_to_cancel: approvals,
    can_delete: blocker === null,
    blockers: blocker ? [blocker.key] : [],
    can_force_delete: forceBlocker === null,
    force_delete_blockers: forceBlocker ? [forceBlocker] : [],
  };
}

/**
 * The sale item's cancel, conditioned on holding nothing as the item stands (`paid_total =
 * refunded_total`, compared on the item) besides the version read: a payment landing meanwhile
 * cancels the transaction (409) rather than a sale cancelled with money in it.
 */
async function saleCancelWrite(sale: SaleEntity, actor: Actor, at: string, reason: string | null) {
  return prepareUpdate(SALE, sale.id, saleCancelChanges(at, actor, reason), {
    recordName: 'sale',
    current: sale,
    condition: when.sameAs('paid_total', 'refunded_total'),
  });
}

/**
 * Delete (STAFF-DOMAIN 6.1): a `draft`, `contract_pending` or `contracted` sale holding nothing is
 * cancelled (kept, with who, when and why), its unit made available again and its open approvals
 * (refund requests) cancelled, in one transaction. Money held: 409 naming it (refund first).
 */
export async function deleteSale(viewer: StaffViewer, actor: Actor, saleId: number, reason: string | null) {
  const sale = await scopedSaleById(viewer, saleId);
  const blocker = deleteBlocker(sale);
  if (blocker) throw new ConflictError(blocker.key, blocker.params);
  const at = new Date().toISOString();
  // As many open approvals as DynamoDB's 100 items leave room for: more is a 409 naming why.
  const tx = transaction('delete-sale', {
    budget: TRANSACTION_ITEM_LIMIT,
    overBudget: () => new ConflictError('sale_removal.too_many_approvals'),
  })
    .include('sale-holds-nothing', await saleCancelWrite(sale, actor, at, reason))
    .include('sale-cancel', { items: await saleCancelItems(sale, 'delete', actor, at, reason) });
  for (const approval of await saleApprovals(sale.id))
    tx.include('open-approvals', {
      items: await prepareOpenAcceptanceCancel(approval.approvable, approval.id, actor),
    });
  await tx.commit({ '*': () => new ConflictError() });
  return getEntity(SALE, sale.id, 'sale');
}

/**
 * Force delete: removes a cancelled sale on which nothing was ever posted (no money counted, no
 * operation, no refund request) from every read and list (the store's delete mark), with its
 * payment plan, in one transaction under the version read. Else 409 naming why.
 */
export async function forceDeleteSale(viewer: StaffViewer, saleId: number) {
  const sale = await scopedSaleById(viewer, saleId);
  const blocker = await forceDeleteBlocker(sale);
  if (blocker) throw new ConflictError(blocker);
  await softDeleteEntity(SALE, sale, {
    recordName: 'sale',
    also: [txDelete('payment-plan', keys.entity(PAYMENT_PLAN, sale.id))],
  });
}
