import { findEntity, loadEntities } from '../../db/entity-store';
import { when } from '../../db/expressions';
import { keys } from '../../db/keys';
import { type TxItem, txUpdate } from '../../db/transaction-builder';
import { ConflictError, type FieldMessages, ValidationError } from '../../errors';
import { COMPANY, COMPANY_ID } from '../company/company';
import { isVatNumber } from '../company/saudi-formats';
import {
  CONTRACT,
  type ContractEntity,
  type ContractMilestone,
  milestoneInvoiceable,
} from '../contracts/contracts';
import { sarOfHalalas } from '../money';
import { lineSubtotal, lineVat } from '../purchasing/order-money';
import {
  PURCHASE_ORDER,
  PURCHASE_ORDER_DETAIL,
  type PurchaseOrderDetail,
  type PurchaseOrderEntity,
} from '../purchasing/purchase-orders';
import {
  DEFAULT_PURCHASING_SETTINGS,
  type PurchasingSettings,
  purchasingSettings,
} from '../purchasing/purchasing-settings';
import { SUPPLIER_PROFILE } from '../purchasing/suppliers';
import { USER } from '../users/users';
import { GOODS_RECEIPT_LINE, GOODS_RECEIPT_NOTE } from '../warehouse/goods-receipts';
import { roundQty } from '../warehouse/stock';
import type { InvoiceKind, PurchaseInvoiceEntity, PurchaseInvoiceLine } from './purchase-invoices';

/** Most lines one invoice bills (each moves an order line and a receipt line in one transaction). */
export const MAX_INVOICE_LINES = 20;

/** Orders an invoice may bill: sent and not cancelled. */
const BILLABLE_ORDER_STATUSES = ['issued', 'on_hold', 'partially_received', 'received', 'closed'];

export interface InvoiceLineInput {
  po_detail_id?: number | undefined;
  grn_line_id?: number | undefined;
  milestone_id?: number | undefined;
  description?: string | undefined;
  qty: number;
  /** Halalas, without VAT. */
  unit_price: number;
  vat_rate: number;
}

export interface InvoiceInput {
  supplier_id: number;
  supplier_invoice_number: string;
  supplier_vat_number?: string | undefined;
  buyer_vat_number?: string | undefined;
  invoice_date: string;
  due_date?: string | undefined;
  purchase_order_id?: number | undefined;
  contract_id?: number | undefined;
  /** The VAT the supplier's invoice states (halalas); absent: the lines' sum. */
  vat?: number | undefined;
  retention?: number | undefined;
  advance_recovery?: number | undefined;
  note?: string | undefined;
  lines: InvoiceLineInput[];
}

/** What an invoice's store or update checked: its lines priced, its source, and the moves it makes. */
export interface CheckedInvoice {
  kind: InvoiceKind;
  order: PurchaseOrderEntity | undefined;
  contract: ContractEntity | undefined;
  project_id: number;
  project_item_id: number | null;
  lines: PurchaseInvoiceLine[];
  subtotal: number;
  vat: number;
  supplier_vat_number: string | null;
  buyer_vat_number: string | null;
  settings: PurchasingSettings;
  /** The order lines read (for the moves' refusals: what each still allows). */
  details: Map<number, PurchaseOrderDetail & { id: number }>;
}

/** The quantity an order line may still be billed beyond what it holds now (Q9 with the over-billing allowance). */
export const billableRoom = (detail: PurchaseOrderDetail, settings: PurchasingSettings) =>
  roundQty((detail.billable_qty ?? 0) + overBillingAllowance(detail, settings));

/** Q9's allowance in quantity: net received × over_billing %. */
const overBillingAllowance = (detail: PurchaseOrderDetail, settings: PurchasingSettings) =>
  roundQty(((detail.net_received_qty ?? 0) * settings.over_billing_allowance_pct) / 100);

/** Quantities an invoice holds per order line, receipt line and milestone (amounts for milestones). */
export interface Holdings {
  details: Map<number, number>;
  grnLines: Map<number, number>;
  milestones: Map<number, number>;
}

const add = (map: Map<number, number>, id: number | null, value: number) => {
  if (id !== null) map.set(id, roundQty((map.get(id) ?? 0) + value));
};

/** What lines bill: Σ qty per order line and receipt line, Σ base per milestone. */
export function holdingsOf(lines: readonly PurchaseInvoiceLine[]): Holdings {
  const held: Holdings = { details: new Map(), grnLines: new Map(), milestones: new Map() };
  for (const line of lines) {
    add(held.details, line.po_detail_id, line.qty);
    add(held.grnLines, line.grn_line_id, line.qty);
    if (line.milestone_id !== null)
      held.milestones.set(
        line.milestone_id,
        (held.milestones.get(line.milestone_id) ?? 0) + lineSubtotal(line),
      );
  }
  return held;
}

/** Whether an invoice in this status holds its billing (taken at store, given back on reject, cancel, delete). */
export const holdsBilling = (status: string) => ['draft', 'pending_acceptance', 'approved'].includes(status);

/** The VAT tolerance of Q12: 1 halala a line, at most 1.00 SAR. */
const vatTolerance = (lines: number) => Math.min(lines, 100);

/**
 * Checks an invoice's input (Q9, Q10 and Q12 on what is read now; the writing transaction holds Q9
 * and Q10 again): every failing field in one 422. `before` is the invoice being updated (what it
 * holds is given back first).
 */
export async function checkInvoice(
  input: InvoiceInput,
  before: PurchaseInvoiceEntity | undefined,
): Promise<CheckedInvoice> {
  const errors: FieldMessages = {};
  const fail = (field: string, key: Parameters<typeof ValidationError.forField>[1], params = {}) => {
    errors[field] = [...(errors[field] ?? []), { key, params }];
  };
  const [supplier, profile, company, settings] = await Promise.all([
    findEntity(USER, input.supplier_id),
    findEntity(SUPPLIER_PROFILE, input.supplier_id),
    findEntity(COMPANY, COMPANY_ID),
    purchasingSettings(),
  ]);
  if (!supplier || !profile) fail('supplier_id', 'validation.exists');
  if ((input.purchase_order_id === undefined) === (input.contract_id === undefined))
    fail('purchase_order_id', 'purchase_invoices.order_or_contract');
  const order = input.purchase_order_id
    ? await findEntity(PURCHASE_ORDER, input.purchase_order_id)
    : undefined;
  const contract = input.contract_id ? await findEntity(CONTRACT, input.contract_id) : undefined;
  if (input.purchase_order_id !== undefined) {
    if (!order || order.supplier_id !== input.supplier_id) fail('purchase_order_id', 'validation.exists');
    else if (!BILLABLE_ORDER_STATUSES.includes(order.status))
      fail('purchase_order_id', 'purchase_invoices.order_not_billable', { status: order.status });
  }
  if (input.contract_id !== undefined && (!contract || contract.stakeholder_id !== input.supplier_id))
    fail('contract_id', 'validation.exists');
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  const kind: InvoiceKind = order ? 'goods' : 'contractor';
  const held = before && holdsBilling(before.status) ? holdingsOf(before.lines) : holdingsOf([]);

  // The receipt lines and order lines named.
  const grnLines = await loadEntities(
    input.lines.map((line) => ({ type: GOODS_RECEIPT_LINE, id: line.grn_line_id ?? null })),
  );
  const grns = await loadEntities(
    input.lines.map((line) => ({
      type: GOODS_RECEIPT_NOTE,
      id: grnLines.get(GOODS_RECEIPT_LINE, line.grn_line_id ?? null)?.grn_id ?? null,
    })),
  );
  const detailIdOf = (line: InvoiceLineInput) =>
    line.po_detail_id ?? grnLines.get(GOODS_RECEIPT_LINE, line.grn_line_id ?? null)?.po_detail_id ?? null;
  const loadedDetails = await loadEntities(
    input.lines.map((line) => ({ type: PURCHASE_ORDER_DETAIL, id: detailIdOf(line) })),
  );
  const details = new Map<number, PurchaseOrderDetail & { id: number }>();
  const lines: PurchaseInvoiceLine[] = [];
  const asked: Holdings = { details: new Map(), grnLines: new Map(), milestones: new Map() };
  for (const [index, line] of input.lines.entries()) {
    const at = `lines.${index}`;
    if (line.vat_rate !== 0 && line.vat_rate !== 15) fail(`${at}.vat_rate`, 'validation.in');
    const priced = { qty: roundQty(line.qty), unit_price: line.unit_price, vat_rate: line.vat_rate };
    const vat = lineVat(priced);
    const base: PurchaseInvoiceLine = {
      po_detail_id: null,
      grn_line_id: null,
      grn_id: null,
      milestone_id: null,
      material_id: null,
      description: line.description ?? null,
      ...priced,
      vat,
      total: lineSubtotal(priced) + vat,
      order_price: null,
      match: null,
    };
    if (kind === 'goods') {
      const grnLine = grnLines.get(GOODS_RECEIPT_LINE, line.grn_line_id ?? null);
      const grn = grns.get(GOODS_RECEIPT_NOTE, grnLine?.grn_id ?? null);
      if (
        line.grn_line_id !== undefined &&
        (!grnLine || grn?.status !== 'posted' || grnLine.purchase_order_id !== order?.id)
      ) {
        fail(`${at}.grn_line_id`, 'validation.exists');
        continue;
      }
      const detail = loadedDetails.get(PURCHASE_ORDER_DETAIL, detailIdOf(line));
      if (
        !detail ||
        detail.purchase_order_id !== order?.id ||
        (grnLine && grnLine.po_detail_id !== detail.id)
      ) {
        fail(`${at}.po_detail_id`, 'validation.exists');
        continue;
      }
      details.set(detail.id, detail);
      add(asked.details, detail.id, priced.qty);
      add(asked.grnLines, grnLine?.id ?? null, priced.qty);
      const room = roundQty(billableRoom(detail, settings) + (held.details.get(detail.id) ?? 0));
      if ((asked.details.get(detail.id) ?? 0) > room)
        fail(`${at}.qty`, 'purchase_invoices.over_billed', { max_allowed: Math.max(room, 0) });
      lines.push({
        ...base,
        po_detail_id: detail.id,
        grn_line_id: grnLine?.id ?? null,
        grn_id: grnLine?.grn_id ?? null,
        material_id: detail.material_id ?? null,
        order_price: detail.unit_price ?? null,
      });
    } else {
      const milestone = contract?.milestones.find((candidate) => candidate.id === line.milestone_id);
      if (!milestone) {
        fail(`${at}.milestone_id`, 'validation.exists');
        continue;
      }
      asked.milestones.set(milestone.id, (asked.milestones.get(milestone.id) ?? 0) + lineSubtotal(priced));
      const room = milestoneInvoiceable(milestone) + (held.milestones.get(milestone.id) ?? 0);
      if ((asked.milestones.get(milestone.id) ?? 0) > room)
        fail(`${at}.unit_price`, 'purchase_invoices.over_certified', {
          max_allowed: sarOfHalalas(room).toFixed(2),
        });
      lines.push({ ...base, milestone_id: milestone.id, description: line.description ?? milestone.name });
    }
  }
  const subtotal = lines.reduce((sum, line) => sum + lineSubtotal(line), 0);
  const vat = lines.reduce((sum, line) => sum + line.vat, 0);
  // Q12: the VAT stated on the supplier's invoice against the lines' VAT; a VAT invoice names both VAT numbers.
  if (input.vat !== undefined && Math.abs(input.vat - vat) > vatTolerance(lines.length))
    fail('vat', 'purchase_invoices.vat_mismatch', { expected: sarOfHalalas(vat).toFixed(2) });
  const supplierVat = input.supplier_vat_number ?? profile?.vat_number ?? null;
  const buyerVat = input.buyer_vat_number ?? company?.vat_number ?? null;
  if (vat > 0) {
    if (!supplierVat || !isVatNumber(supplierVat))
      fail('supplier_vat_number', 'purchase_invoices.supplier_vat_invalid');
    if (!buyerVat || buyerVat !== company?.vat_number)
      fail('buyer_vat_number', 'purchase_invoices.buyer_vat_mismatch', {
        expected: company?.vat_number ?? '',
      });
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return {
    kind,
    order,
    contract,
    project_id: (order?.project_id ?? contract?.project_id) as number,
    project_item_id: order?.project_item_id ?? contract?.project_item_id ?? null,
    lines,
    subtotal,
    vat,
    supplier_vat_number: supplierVat,
    buyer_vat_number: vat > 0 ? buyerVat : (input.buyer_vat_number ?? buyerVat),
    settings,
    details,
  };
}

/**
 * The counter moves from what an invoice held (`before`, given back) to what it holds (`after`),
 * one item per order line, receipt line and contract (the warehouse README's table: `billed_qty` up,
 * `billable_qty` down conditioned on Q9; the receipt line's `billed_qty`; the contract's milestones
 * under its version, Q10). `refusal(detailId)`: the 422 of an order line over its room.
 */
export function billingMoves(
  before: Holdings,
  after: Holdings,
  options: {
    settings: PurchasingSettings;
    details: Map<number, PurchaseOrderDetail & { id: number }>;
    contract?: ContractEntity | undefined;
    refusal: (detailId: number) => () => Error;
  },
): TxItem[] {
  const items: TxItem[] = [];
  const delta = (from: Map<number, number>, to: Map<number, number>) => {
    const moved = new Map<number, number>();
    for (const id of new Set([...from.keys(), ...to.keys()])) {
      const change = roundQty((to.get(id) ?? 0) - (from.get(id) ?? 0));
      if (change !== 0) moved.set(id, change);
    }
    return moved;
  };
  for (const [detailId, qty] of delta(before.details, after.details)) {
    const detail = options.details.get(detailId);
    const allowance = detail ? overBillingAllowance(detail, options.settings) : 0;
    items.push({
      ...txUpdate(`order-line-${detailId}-billable`, keys.entity(PURCHASE_ORDER_DETAIL, detailId), {
        add: { billed_qty: qty, billable_qty: -qty, version: 1 },
        condition:
          qty > 0
            ? when.and(
                when.itemExists(),
                when.ge('billable_qty', roundQty(qty - allowance)),
                allowance > 0 ? when.eq('net_received_qty', detail?.net_received_qty ?? 0) : undefined,
              )
            : when.itemExists(),
      }),
      refusal: options.refusal(detailId),
    });
  }
  for (const [lineId, qty] of delta(before.grnLines, after.grnLines))
    items.push(
      txUpdate(`receipt-line-${lineId}-billed`, keys.entity(GOODS_RECEIPT_LINE, lineId), {
        add: { billed_qty: qty, version: 1 },
        condition: when.itemExists(),
      }),
    );
  const contract = options.contract;
  const milestoneMoves = delta(before.milestones, after.milestones);
  if (contract && milestoneMoves.size > 0) {
    const milestones: ContractMilestone[] = contract.milestones.map((milestone) => ({
      ...milestone,
      invoiced: milestone.invoiced + (milestoneMoves.get(milestone.id) ?? 0),
    }));
    const moved = [...milestoneMoves.values()].reduce((sum, amount) => sum + amount, 0);
    items.push(
      txUpdate(`contract-${contract.id}-invoiced`, keys.entity(CONTRACT, contract.id), {
        set: { milestones },
        add: { invoiced_total: moved, version: 1 },
        condition: when.eq('version', contract.version),
      }),
    );
  }
  return items;
}

/** The contract's milestones as read now (an invoice's contract moves under its version). */
export const freshContract = (id: number | null) => (id === null ? undefined : findEntity(CONTRACT, id));

/**
 * The counters an invoice holds given back (reject, cancel, delete: the warehouse README's last
 * row), unconditioned but for the contract's version read now; none for an invoice holding none.
 */
export async function billingGivenBack(invoice: PurchaseInvoiceEntity): Promise<TxItem[]> {
  if (!holdsBilling(invoice.status)) return [];
  return billingMoves(holdingsOf(invoice.lines), holdingsOf([]), {
    settings: DEFAULT_PURCHASING_SETTINGS,
    details: new Map(),
    contract: await freshContract(invoice.contract_id),
    // A give-back takes no room: nothing to refuse but a lost race (the contract's version).
    refusal: () => () => new ConflictError(),
  });
}
