import { findEntity, linkedIds, loadEntities } from '../../db/entity-store';
import type { StaffCaller } from '../callers/callers';
import { sarOfHalalas } from '../money';
import { SALE, type SaleEntity } from '../sales/sales';
import { PAYMENT_PLAN, type ScheduleLine } from '../sales-support/init-sale-payment-plan';
import { operationRecord } from './operation-record';
import { owedBalance } from './pay';
import { scopedSaleById } from './sale-access';
import {
  DRAFT_PAYABLE_KINDS,
  PAYABLE_SALE_STATUSES,
  PAYMENT_METHODS,
  SALE_OPERATION,
  type SaleOperationEntity,
} from './sale-operations';

/** Whether a line can take money now: open, not cancelled, and in a draft only orbon or down payment. */
export const linePayableNow = (sale: SaleEntity, line: ScheduleLine) =>
  line.status !== 'cancelled' &&
  line.paid_amount < line.amount &&
  (sale.status !== 'draft' || DRAFT_PAYABLE_KINDS.includes(line.kind));

/** A sale's operations, newest first (a per-sale read through its links). */
export async function saleOperations(saleId: number): Promise<SaleOperationEntity[]> {
  const ids = await linkedIds({ type: SALE, id: saleId }, SALE_OPERATION);
  const loaded = await loadEntities(ids.map((id) => ({ type: SALE_OPERATION, id })));
  return loaded.list(SALE_OPERATION, ids);
}

/**
 * Get pay operation data: the sale's money (client total, paid, refunded, balance), what it can
 * take now (`payable_now`: the balance, or in a draft what the orbon and down payment lines still
 * owe), its plan lines with what each still owes, the methods and the operations so far. A sale
 * recorded before payment plans (the system surface's sales, the demo's sales 1-6, sales brought
 * over from an earlier system) has no plan: it answers no lines and nothing payable, not a 404.
 */
export async function payOperationData(viewer: StaffCaller, saleId: number) {
  const sale = await scopedSaleById(viewer, 'payments-and-refunds', saleId);
  const lines = (await findEntity(PAYMENT_PLAN, saleId))?.lines ?? [];
  const payable =
    lines.length > 0 &&
    sale.pricing !== undefined &&
    sale.pricing !== null &&
    (PAYABLE_SALE_STATUSES as readonly string[]).includes(sale.status);
  const balance = sale.pricing ? owedBalance(sale) : 0;
  const openPayable = lines
    .filter((line) => linePayableNow(sale, line))
    .reduce((sum, line) => sum + (line.amount - line.paid_amount), 0);
  return {
    sale_id: sale.id,
    sale_status: sale.status,
    client_total: sarOfHalalas(sale.pricing?.client_total ?? 0),
    paid_total: sarOfHalalas(sale.paid_total ?? 0),
    refunded_total: sarOfHalalas(sale.refunded_total ?? 0),
    balance: sarOfHalalas(balance),
    payable_now: payable ? sarOfHalalas(Math.min(balance, openPayable)) : 0,
    lines: lines.map((line) => ({
      sequence: line.sequence,
      kind: line.kind,
      due_date: line.due_date,
      status: line.status,
      amount: sarOfHalalas(line.amount),
      paid_amount: sarOfHalalas(line.paid_amount),
      open_amount: sarOfHalalas(Math.max(0, line.amount - line.paid_amount)),
      payable: payable && linePayableNow(sale, line),
    })),
    methods: PAYMENT_METHODS.filter((method) => method !== 'online'),
    operations: (await saleOperations(saleId)).map(operationRecord),
  };
}
