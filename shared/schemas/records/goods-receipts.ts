import * as z from 'zod';
import { int, num, recordId, str, timestamp } from '../fields';
import { FormOption } from './common';

/** Goods receipt notes (issue 33): quantities in the material's unit, money in SAR. */

const named = z.strictObject({ id: z.number().int(), name: str() });

export const GoodsReceiptNote = z.strictObject({
  id: recordId(),
  number: z.string(),
  status: z.enum(['posted', 'cancelled']),
  purchase_order: z.strictObject({ id: z.number().int(), number: str() }),
  supply_request_id: int(),
  warehouse: named,
  supplier: named,
  project_id: z.number().int(),
  delivery_note_number: str(),
  received_at: z.string(),
  received_by: named,
  note: str(),
  cancel_reason: str(),
  subtotal: z.number(),
  vat: z.number(),
  total: z.number(),
  lines: z.array(
    z.strictObject({
      id: z.number().int(),
      po_detail_id: z.number().int(),
      material_id: z.number().int(),
      material_code: str(),
      material_name: str(),
      unit: str(),
      is_stock_item: z.boolean(),
      received_qty: z.number(),
      accepted_qty: z.number(),
      rejected_qty: z.number(),
      rejection_reason: str(),
      /** SAR per unit, without VAT (the order line's). */
      unit_price: z.number(),
      vat_rate: z.number(),
      issued_qty: z.number(),
      returned_qty: z.number(),
      billed_qty: z.number(),
      /** What may still be issued or returned from the line (accepted − issued − returned − held). */
      free_qty: z.number(),
    }),
  ),
  can_update: z.boolean(),
  can_cancel: z.boolean(),
  can_delete: z.boolean(),
  version: z.number().int(),
  created_at: timestamp(),
  updated_at: timestamp(),
});

export const GoodsReceiptNoteRow = z.strictObject({
  id: recordId(),
  number: z.string(),
  status: z.enum(['posted', 'cancelled']),
  purchase_order_id: z.number().int(),
  purchase_order_number: str(),
  supply_request_id: int(),
  warehouse_id: z.number().int(),
  warehouse: str(),
  supplier_id: z.number().int(),
  supplier: str(),
  project_id: z.number().int(),
  delivery_note_number: str(),
  received_at: z.string(),
  subtotal: z.number(),
  total: z.number(),
  created_at: timestamp(),
});

/** One order line as a receipt sees it (Q4): what was ordered, received, returned, what remains and may be. */
export const GoodsReceiptPoLine = z.strictObject({
  po_detail_id: z.number().int(),
  material_id: int(),
  material_code: str(),
  material_name: str(),
  unit: str(),
  is_stock_item: z.boolean(),
  unit_price: z.number(),
  vat_rate: z.number(),
  ordered_qty: z.number(),
  received_qty: z.number(),
  returned_qty: z.number(),
  remaining_qty: z.number(),
  allowance_pct: z.number(),
  max_allowed: z.number(),
  /** What this receipt may still accept on the line (max_allowed − net received, not below 0). */
  receivable_qty: z.number(),
  /** Under a supply request: its open quantity on the line; else null. */
  supply_open_qty: num(),
});

export const GoodsReceiptPoLines = z.strictObject({
  purchase_order: z.strictObject({
    id: z.number().int(),
    number: str(),
    status: z.string(),
    receipt_status: z.string(),
    warehouse_id: int(),
    supplier_id: z.number().int(),
  }),
  supply_request_id: int(),
  lines: z.array(GoodsReceiptPoLine),
});

export const GoodsReceiptFormData = z.strictObject({
  warehouses: z.array(z.strictObject({ id: z.number().int(), name: z.string(), kind: z.string() })),
  purchase_orders: z.array(
    z.strictObject({
      id: z.number().int(),
      number: str(),
      title: z.string(),
      status: z.string(),
      receipt_status: z.string(),
      supplier_id: z.number().int(),
      supplier: str(),
      project_id: z.number().int(),
      warehouse_id: int(),
    }),
  ),
  rejection_reasons: z.array(FormOption),
  can_over_receive: z.boolean(),
});

/** The receipt with the bounds an edit may move each line within. */
export const GoodsReceiptEditData = z.strictObject({
  receipt: GoodsReceiptNote,
  editable: z.boolean(),
  lines: z.array(
    z.strictObject({
      id: z.number().int(),
      po_detail_id: z.number().int(),
      accepted_qty: z.number(),
      /** The most this line may accept after the edit (Q4), null with the over-receive ability. */
      max_accepted_qty: num(),
    }),
  ),
  rejection_reasons: z.array(FormOption),
});

export const GoodsReceiptDisbursementFormData = z.strictObject({
  receipt: z.strictObject({ id: z.number().int(), number: z.string(), warehouse_id: z.number().int() }),
  lines: z.array(
    z.strictObject({
      grn_line_id: z.number().int(),
      material_id: z.number().int(),
      material_code: str(),
      material_name: str(),
      unit: str(),
      free_qty: z.number(),
      available_qty: z.number(),
      /** What may be asked now: the line's free quantity within the warehouse's available stock. */
      issuable_qty: z.number(),
    }),
  ),
  project_items: z.array(
    z.strictObject({ id: z.number().int(), code: str(), name: z.string(), project_id: z.number().int() }),
  ),
});
