import * as z from 'zod';
import { int, recordId, str, timestamp } from '../fields';
import { FormOption } from './common';

const Warehouse = z.strictObject({ id: z.number().int(), name: z.string() }).nullable();
const Reason = z.enum(['damaged', 'wrong_item', 'quality', 'excess', 'other']);

/** Goods of a posted receipt sent back to the supplier: quantities in the material's unit, money in SAR. */
export const ReturnRequest = z.strictObject({
  id: recordId(),
  number: z.string(),
  grn_id: z.number().int(),
  grn_number: str(),
  purchase_order_id: z.number().int(),
  supplier_id: z.number().int(),
  warehouse: Warehouse,
  project_id: z.number().int(),
  lines: z.array(
    z.strictObject({
      grn_line_id: z.number().int(),
      po_detail_id: z.number().int(),
      material_id: z.number().int(),
      material_code: str(),
      material_name: str(),
      unit: str(),
      qty: z.number(),
      /** SAR per unit, without VAT: the receipt's price. */
      unit_price: z.number(),
      vat_rate: z.number(),
      reason: Reason,
    }),
  ),
  status: z.enum(['pending_acceptance', 'returned', 'rejected', 'cancelled', 'credited']),
  note: str(),
  supplier_credit_note_no: str(),
  subtotal: z.number(),
  vat: z.number(),
  total: z.number(),
  requested_by_id: z.number().int(),
  acceptance_id: int(),
  created_at: timestamp(),
});

/** What a return form offers: the receipt's lines with what each may return (Q8), and the reasons. */
export const ReturnRequestFormData = z.strictObject({
  grn_id: z.number().int(),
  grn_number: z.string(),
  status: z.string(),
  can_return: z.boolean(),
  purchase_order_id: z.number().int(),
  supplier_id: z.number().int(),
  warehouse: Warehouse,
  lines: z.array(
    z.strictObject({
      grn_line_id: z.number().int(),
      po_detail_id: z.number().int(),
      material_id: z.number().int(),
      material_code: str(),
      material_name: str(),
      unit: str(),
      accepted_qty: z.number(),
      issued_qty: z.number(),
      returned_qty: z.number(),
      returnable_qty: z.number(),
      unit_price: z.number(),
      vat_rate: z.number(),
    }),
  ),
  reasons: z.array(FormOption),
});
