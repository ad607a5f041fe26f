import { nextId } from '../../db/counters';
import { findEntity, loadEntities, prepareCreate } from '../../db/entity-store';
import { when } from '../../db/expressions';
import { keys } from '../../db/keys';
import { type TxItem, txCheck, txUpdate } from '../../db/transaction-builder';
import { ConflictError, type FieldMessages, NotFoundError, ValidationError } from '../../errors';
import { type Locale, type MessageKey, translate } from '../../i18n';
import { submitForAcceptance } from '../acceptances/engine';
import type { StaffCaller } from '../callers/callers';
import { MATERIAL, materialName } from '../materials/materials';
import { sarOfHalalas } from '../money';
import { orderTotals } from '../purchasing/order-money';
import { takeVoucherNumber } from '../purchasing/purchasing-numbers';
import { inScope } from '../users/row-scope';
import {
  GOODS_RECEIPT_LINE,
  GOODS_RECEIPT_NOTE,
  type GoodsReceiptLineEntity,
  type GoodsReceiptNoteEntity,
} from '../warehouse/goods-receipts';
import { reserveStock, roundQty, stockBalance } from '../warehouse/stock';
import { WAREHOUSE, warehouseName } from '../warehouse/warehouses';
import { returnRequestApprovable, returnTitle } from './return-acceptance';
import {
  RETURN_REASONS,
  RETURN_REQUEST,
  type ReturnLine,
  type ReturnReason,
  type ReturnRequest,
  type ReturnRequestEntity,
} from './return-requests';

/** Most lines one return sends back: its approval writes about six items a line in one transaction. */
export const MAX_RETURN_LINES = 10;

/** Receipts: their warehouse, project, and who received them (family warehouse). */
const RECEIPT_SCOPE = { owner: 'received_by_id', project: 'project_id', warehouse: 'warehouse_id' };

export interface ReturnInput {
  grn_id: number;
  note?: string | null | undefined;
  lines: Array<{ grn_line_id: number; qty: number; reason: ReturnReason }>;
}

/** The receipt, or 404 when absent or outside the caller's `warehouse` row scope. */
async function scopedReceipt(caller: StaffCaller, id: number): Promise<GoodsReceiptNoteEntity> {
  const receipt = await findEntity(GOODS_RECEIPT_NOTE, id);
  if (
    !receipt ||
    (receipt as { deleted_at?: string }).deleted_at ||
    !inScope(caller, 'warehouse', receipt, RECEIPT_SCOPE)
  )
    throw new NotFoundError('goods receipt note');
  return receipt;
}

async function receiptLines(receipt: GoodsReceiptNoteEntity): Promise<GoodsReceiptLineEntity[]> {
  const loaded = await loadEntities(receipt.line_ids.map((id) => ({ type: GOODS_RECEIPT_LINE, id })));
  return loaded.list(GOODS_RECEIPT_LINE, receipt.line_ids);
}

/**
 * return-request: get-form-data. The receipt's lines with what each may still return (Q8: its
 * `free_qty`, accepted − issued − returned − held by pending disbursements and returns) at the
 * receipt's price (SAR), the stock available in its warehouse, and the reasons.
 */
export async function returnFormData(caller: StaffCaller, grnId: number, locale: Locale) {
  const receipt = await scopedReceipt(caller, grnId);
  const lines = await receiptLines(receipt);
  const loaded = await loadEntities([
    { type: WAREHOUSE, id: receipt.warehouse_id },
    ...lines.map((line) => ({ type: MATERIAL, id: line.material_id })),
  ]);
  const warehouse = loaded.get(WAREHOUSE, receipt.warehouse_id);
  const balances = await Promise.all(
    lines.map((line) => stockBalance(line.material_id, receipt.warehouse_id)),
  );
  return {
    grn_id: receipt.id,
    grn_number: receipt.number,
    status: receipt.status,
    can_return: receipt.status === 'posted',
    purchase_order_id: receipt.purchase_order_id,
    supplier_id: receipt.supplier_id,
    warehouse: warehouse ? { id: warehouse.id, name: warehouseName(warehouse, locale) } : null,
    lines: lines.map((line, index) => {
      const material = loaded.get(MATERIAL, line.material_id);
      return {
        grn_line_id: line.id,
        po_detail_id: line.po_detail_id,
        material_id: line.material_id,
        material_code: material?.code ?? null,
        material_name: material ? materialName(material, locale) : null,
        unit: material?.unit ?? null,
        accepted_qty: line.accepted_qty,
        issued_qty: line.issued_qty,
        returned_qty: line.returned_qty,
        // A stock item returns no more than its warehouse has available (Q6) either.
        returnable_qty: Math.max(
          material?.is_stock_item
            ? Math.min(line.free_qty, balances[index]?.qty_available ?? 0)
            : line.free_qty,
          0,
        ),
        unit_price: sarOfHalalas(line.unit_price),
        vat_rate: line.vat_rate,
      };
    }),
    reasons: RETURN_REASONS.map((value) => ({
      value,
      label: translate(locale, `returns.reason.${value}` as MessageKey),
    })),
  };
}

interface CheckedLine extends ReturnLine {
  free: number;
  available: number;
}

/**
 * The lines asked, checked: a line of this receipt, once, within its `free_qty` (Q8) and the stock
 * available in the receipt's warehouse (Q6), as read now; the writing transaction checks both again.
 */
async function checkedLines(receipt: GoodsReceiptNoteEntity, input: ReturnInput): Promise<CheckedLine[]> {
  const loaded = await loadEntities(
    input.lines.map((line) => ({ type: GOODS_RECEIPT_LINE, id: line.grn_line_id })),
  );
  const materials = await loadEntities(
    input.lines.map((line) => ({
      type: MATERIAL,
      id: loaded.get(GOODS_RECEIPT_LINE, line.grn_line_id)?.material_id,
    })),
  );
  const errors: FieldMessages = {};
  const seen = new Set<number>();
  const lines: CheckedLine[] = [];
  for (const [index, line] of input.lines.entries()) {
    const stored = loaded.get(GOODS_RECEIPT_LINE, line.grn_line_id);
    if (!stored || stored.grn_id !== receipt.id || seen.has(stored.id)) {
      errors[`grn_line_ids.${index}`] = [{ key: 'validation.exists' }];
      continue;
    }
    seen.add(stored.id);
    const qty = roundQty(line.qty);
    const isStockItem = materials.get(MATERIAL, stored.material_id)?.is_stock_item === true;
    const available = isStockItem
      ? (await stockBalance(stored.material_id, receipt.warehouse_id)).qty_available
      : qty;
    if (qty > stored.free_qty)
      errors[`quantities.${index}`] = [{ key: 'returns.over_free', params: { returnable: stored.free_qty } }];
    else if (isStockItem && qty > available)
      errors[`quantities.${index}`] = [{ key: 'warehouse.not_available', params: { available } }];
    lines.push({
      grn_line_id: stored.id,
      po_detail_id: stored.po_detail_id,
      material_id: stored.material_id,
      qty,
      unit_price: stored.unit_price,
      vat_rate: stored.vat_rate,
      reason: line.reason,
      is_stock_item: isStockItem,
      free: stored.free_qty,
      available,
    });
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return lines;
}

/** The receipt line's quantity held for the return (Q8), conditioned on what is free. */
const receiptLineHeld = (line: CheckedLine, index: number): TxItem => ({
  ...txUpdate(`receipt-line-${line.grn_line_id}-free`, keys.entity(GOODS_RECEIPT_LINE, line.grn_line_id), {
    add: { free_qty: -line.qty, version: 1 },
    condition: when.ge('free_qty', line.qty),
  }),
  refusal: () =>
    ValidationError.forField(`quantities.${index}`, 'returns.over_free', { returnable: line.free }),
});

/**
 * return-request: store. Goods of a posted receipt sent back to its supplier: `RR-YYYY-NNNNNN`,
 * `pending_acceptance`, submitted to its approval (the procurement manager) in one transaction
 * with its guards: the receipt still posted, each receipt line's `free_qty` taken (Q8: never beyond
 * accepted − issued − returned − held) and the stock reserved in its warehouse (Q6). A guard that
 * no longer holds is a 422 naming the line and the limit, and nothing is written.
 */
export async function storeReturnRequest(
  caller: StaffCaller,
  input: ReturnInput,
): Promise<ReturnRequestEntity> {
  const receipt = await scopedReceipt(caller, input.grn_id);
  if (receipt.status !== 'posted')
    throw new ConflictError('returns.receipt_not_posted', { status: receipt.status });
  const lines = await checkedLines(receipt, input);
  const totals = orderTotals(lines);
  const id = await nextId(RETURN_REQUEST);
  const number = await takeVoucherNumber('RR');
  const attributes: ReturnRequest = {
    number,
    grn_id: receipt.id,
    purchase_order_id: receipt.purchase_order_id,
    supplier_id: receipt.supplier_id,
    warehouse_id: receipt.warehouse_id,
    project_id: receipt.project_id,
    lines: lines.map(({ free: _free, available: _available, ...line }) => line),
    status: 'pending_acceptance',
    note: input.note ?? null,
    supplier_credit_note_no: null,
    subtotal: totals.subtotal,
    vat: totals.vat,
    total: totals.total,
    requested_by_id: caller.id,
    acceptance_id: null,
    decided_at: null,
  };
  let created: ReturnRequestEntity | undefined;
  await submitForAcceptance(returnRequestApprovable, id, {
    subject: {
      summary: returnTitle(attributes, receipt.number),
      amount: sarOfHalalas(totals.subtotal),
      project_id: receipt.project_id,
      client_id: null,
      subtype: null,
      requester_id: caller.id,
    },
    guards: [
      {
        ...txCheck(
          'receipt-posted',
          keys.entity(GOODS_RECEIPT_NOTE, receipt.id),
          when.eq('status', 'posted'),
        ),
        refusal: () => new ConflictError('returns.receipt_not_posted', { status: 'cancelled' }),
      },
      ...lines.map(receiptLineHeld),
      // A material kept out of stock was received without a stock move: none to reserve.
      ...lines.flatMap((line, index) =>
        !line.is_stock_item
          ? []
          : [
              reserveStock(
                {
                  material_id: line.material_id,
                  warehouse_id: receipt.warehouse_id,
                  qty_available: line.available,
                },
                line.qty,
                `quantities.${index}`,
              ),
            ],
      ),
    ],
    also: async (acceptanceId) => {
      const prepared = await prepareCreate(
        RETURN_REQUEST,
        { ...attributes, acceptance_id: acceptanceId },
        { id, links: [{ type: GOODS_RECEIPT_NOTE, id: receipt.id }] },
      );
      created = prepared.entity;
      return prepared.items;
    },
  });
  return created as ReturnRequestEntity;
}

/** The wire record of a return request: its warehouse and lines by name, money in SAR. */
export async function returnRequestRecord(request: ReturnRequestEntity, locale: Locale) {
  const loaded = await loadEntities([
    { type: WAREHOUSE, id: request.warehouse_id },
    { type: GOODS_RECEIPT_NOTE, id: request.grn_id },
    ...request.lines.map((line) => ({ type: MATERIAL, id: line.material_id })),
  ]);
  const warehouse = loaded.get(WAREHOUSE, request.warehouse_id);
  return {
    id: request.id,
    number: request.number,
    grn_id: request.grn_id,
    grn_number: loaded.get(GOODS_RECEIPT_NOTE, request.grn_id)?.number ?? null,
    purchase_order_id: request.purchase_order_id,
    supplier_id: request.supplier_id,
    warehouse: warehouse ? { id: warehouse.id, name: warehouseName(warehouse, locale) } : null,
    project_id: request.project_id,
    lines: request.lines.map((line) => {
      const material = loaded.get(MATERIAL, line.material_id);
      return {
        grn_line_id: line.grn_line_id,
        po_detail_id: line.po_detail_id,
        material_id: line.material_id,
        material_code: material?.code ?? null,
        material_name: material ? materialName(material, locale) : null,
        unit: material?.unit ?? null,
        qty: line.qty,
        unit_price: sarOfHalalas(line.unit_price),
        vat_rate: line.vat_rate,
        reason: line.reason,
      };
    }),
    status: request.status as 'pending_acceptance' | 'returned' | 'rejected' | 'cancelled' | 'credited',
    note: request.note ?? null,
    supplier_credit_note_no: request.supplier_credit_note_no ?? null,
    subtotal: sarOfHalalas(request.subtotal),
    vat: sarOfHalalas(request.vat),
    total: sarOfHalalas(request.total),
    requested_by_id: request.requested_by_id,
    acceptance_id: request.acceptance_id ?? null,
    created_at: request.created_at,
  };
}
