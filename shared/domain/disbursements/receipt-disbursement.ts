import { nextId } from '../../db/counters';
import { findEntity, loadEntities, prepareCreate } from '../../db/entity-store';
import { when } from '../../db/expressions';
import { keys } from '../../db/keys';
import { type TxItem, txCheck, txUpdate } from '../../db/transaction-builder';
import { ConflictError, type FieldMessages, ValidationError } from '../../errors';
import { submitForAcceptance } from '../acceptances/engine';
import type { StaffCaller } from '../callers/callers';
import { receiptLines } from '../goods-receipts/receipt-records';
import { scopedReceipt } from '../goods-receipts/receipt-rules';
import { MATERIAL } from '../materials/materials';
import { PROJECT_ITEM } from '../projects/project-items';
import { PROJECT } from '../projects/projects';
import { PURCHASE_ORDER } from '../purchasing/purchase-orders';
import { takeVoucherNumber } from '../purchasing/purchasing-numbers';
import {
  GOODS_RECEIPT_LINE,
  GOODS_RECEIPT_NOTE,
  type GoodsReceiptLineEntity,
} from '../warehouse/goods-receipts';
import { reserveStock, roundQty, stockBalance } from '../warehouse/stock';
import { WAREHOUSE } from '../warehouse/warehouses';
import { disbursementApprovable, disbursementTitle } from './disbursement-acceptance';
import {
  DISBURSEMENT_ORDER,
  type DisbursementOrder,
  type DisbursementOrderEntity,
} from './disbursement-orders';
import { MAX_DISBURSEMENT_LINES } from './request-disbursement';

export interface ReceiptDisbursementInput {
  project_item_id?: number | undefined;
  note?: string | null | undefined;
  lines: Array<{ grn_line_id: number; qty: number }>;
}

/** One line as checked: the receipt line it issues from and the stock it reserves. */
interface CheckedLine {
  line: GoodsReceiptLineEntity;
  qty: number;
  available: number;
}

/**
 * The lines as checked: each a line of this receipt named once, of a stock item, within the line's
 * `free_qty` (accepted − issued − returned − held) and what the warehouse has available (Q6), as
 * read now; the writing transaction checks both again. 422 with every failing line.
 */
async function checkedLines(
  receiptLinesRead: GoodsReceiptLineEntity[],
  warehouseId: number,
  input: ReceiptDisbursementInput,
) {
  const materials = await loadEntities(
    receiptLinesRead.map((line) => ({ type: MATERIAL, id: line.material_id })),
  );
  const errors: FieldMessages = {};
  const checked: CheckedLine[] = [];
  for (const [index, given] of input.lines.entries()) {
    const line = receiptLinesRead.find((candidate) => candidate.id === given.grn_line_id);
    if (!line || checked.some((other) => other.line.id === given.grn_line_id)) {
      errors[`grn_line_ids.${index}`] = [{ key: 'validation.exists' }];
      continue;
    }
    if (!materials.get(MATERIAL, line.material_id)?.is_stock_item) {
      errors[`grn_line_ids.${index}`] = [{ key: 'warehouse.not_stock_item' }];
      continue;
    }
    const { qty_available: available } = await stockBalance(line.material_id, warehouseId);
    const qty = roundQty(given.qty);
    if (qty > line.free_qty)
      errors[`quantities.${index}`] = [{ key: 'goods_receipts.over_free', params: { free: line.free_qty } }];
    else if (qty > available)
      errors[`quantities.${index}`] = [{ key: 'warehouse.not_available', params: { available } }];
    checked.push({ line, qty, available });
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return checked;
}

/** The receipt line's free quantity held for the disbursement, conditioned on it (README counters). */
const receiptLineHeld = (checked: CheckedLine, index: number): TxItem => ({
  ...txUpdate(`receipt-line-${checked.line.id}-free`, keys.entity(GOODS_RECEIPT_LINE, checked.line.id), {
    add: { free_qty: -checked.qty, version: 1 },
    condition: when.ge('free_qty', checked.qty),
  }),
  refusal: () =>
    ValidationError.forField(`quantities.${index}`, 'goods_receipts.over_free', {
      free: checked.line.free_qty,
    }),
});

/**
 * grn: create-disbursement: issues received goods to the receipt's project (a project item of it,
 * default the order's). The order (`DO-YYYY-NNNNNN`, source `grn`, `pending_acceptance`) is created
 * and submitted to its approval (the project's manager) in one transaction with its guards: the
 * receipt still `posted`, each receipt line's `free_qty` held (`>= q`) and each quantity reserved in
 * the receipt's warehouse (`qty_available >= q`); a guard that no longer holds is a 422 naming the
 * line and the limit, and nothing is written. Approved, the stock is issued and the receipt line's
 * `issued_qty` moves; rejected or cancelled, both are given back.
 */
export async function storeReceiptDisbursement(
  caller: StaffCaller,
  receiptId: number,
  input: ReceiptDisbursementInput,
): Promise<DisbursementOrderEntity> {
  const receipt = await scopedReceipt(caller, receiptId);
  if (receipt.status !== 'posted') throw new ConflictError('goods_receipts.cancelled');
  if (input.lines.length > MAX_DISBURSEMENT_LINES)
    throw ValidationError.forField('grn_line_ids', 'validation.max.array', { max: MAX_DISBURSEMENT_LINES });
  const order = await findEntity(PURCHASE_ORDER, receipt.purchase_order_id);
  const projectItemId = input.project_item_id ?? order?.project_item_id ?? null;
  if (input.project_item_id !== undefined) {
    const item = await findEntity(PROJECT_ITEM, input.project_item_id);
    if (!item || item.project_id !== receipt.project_id)
      throw ValidationError.forField('project_item_id', 'validation.exists');
  }
  const lines = await checkedLines(await receiptLines(receipt), receipt.warehouse_id, input);
  const number = await takeVoucherNumber('DO');
  const id = await nextId(DISBURSEMENT_ORDER);
  const disbursement: DisbursementOrder = {
    number,
    source: 'grn',
    source_id: receipt.id,
    warehouse_id: receipt.warehouse_id,
    project_id: receipt.project_id,
    project_item_id: projectItemId,
    lines: lines.map((checked) => ({
      request_details_id: null,
      grn_line_id: checked.line.id,
      material_id: checked.line.material_id,
      qty: checked.qty,
      unit_cost: null,
    })),
    status: 'pending_acceptance',
    note: input.note ?? null,
    requested_by_id: caller.id,
    acceptance_id: null,
    issued_at: null,
  };
  let created: DisbursementOrderEntity | undefined;
  await submitForAcceptance(disbursementApprovable, id, {
    subject: {
      summary: disbursementTitle(disbursement),
      amount: null,
      project_id: disbursement.project_id,
      client_id: null,
      subtype: null,
      requester_id: caller.id,
    },
    guards: [
      txCheck('receipt-posted', keys.entity(GOODS_RECEIPT_NOTE, receipt.id), when.eq('status', 'posted')),
      ...lines.map(receiptLineHeld),
      ...lines.map((checked, index) =>
        reserveStock(
          {
            material_id: checked.line.material_id,
            warehouse_id: receipt.warehouse_id,
            qty_available: checked.available,
          },
          checked.qty,
          `quantities.${index}`,
        ),
      ),
    ],
    also: async (acceptanceId) => {
      const prepared = await prepareCreate(
        DISBURSEMENT_ORDER,
        { ...disbursement, acceptance_id: acceptanceId },
        {
          id,
          links: [
            { type: GOODS_RECEIPT_NOTE, id: receipt.id },
            { type: WAREHOUSE, id: receipt.warehouse_id },
            { type: PROJECT, id: disbursement.project_id },
          ],
        },
      );
      created = prepared.entity;
      return prepared.items;
    },
  });
  return created as DisbursementOrderEntity;
}
