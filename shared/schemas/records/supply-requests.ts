import * as z from 'zod';
import { date, int, recordId, str, timestamp } from '../fields';

/** A supply request (a call-off against a purchase order): quantities in the material's unit, money in SAR. */
export const SupplyRequest = z.strictObject({
  id: recordId(),
  number: z.string(),
  purchase_order_id: z.number().int(),
  purchase_order_number: str(),
  project_id: z.number().int(),
  supplier_id: z.number().int(),
  warehouse: z.strictObject({ id: z.number().int(), name: z.string() }).nullable(),
  requested_delivery_date: date(),
  note: str(),
  status: z.enum([
    'draft',
    'pending_acceptance',
    'approved',
    'rejected',
    'partially_received',
    'received',
    'cancelled',
  ]),
  lines: z.array(
    z.strictObject({
      id: z.number().int(),
      po_detail_id: z.number().int(),
      material_id: z.number().int(),
      material_code: str(),
      material_name: str(),
      unit: str(),
      qty: z.number(),
      received_qty: z.number(),
      /** SAR per unit, without VAT (the order line's). */
      unit_price: z.number(),
      vat_rate: z.number(),
    }),
  ),
  subtotal: z.number(),
  vat: z.number(),
  value: z.number(),
  payments_committed: z.number(),
  payment_room: z.number(),
  paid: z.number(),
  acceptance_id: int(),
  created_by_id: z.number().int(),
  submitted_at: timestamp(),
  created_at: timestamp(),
  version: z.number().int(),
});

/** What a supply request form offers: the order's open quantities, warehouses, payment state. */
export const SupplyRequestFormData = z.strictObject({
  purchase_order_id: z.number().int(),
  purchase_order_number: str(),
  status: z.string(),
  can_request: z.boolean(),
  lines: z.array(
    z.strictObject({
      po_detail_id: z.number().int(),
      material_id: int(),
      material_code: str(),
      material_name: str(),
      unit: str(),
      ordered_qty: z.number(),
      received_qty: z.number(),
      supply_requested_qty: z.number(),
      open_qty: z.number(),
      unit_price: z.number(),
      vat_rate: z.number(),
    }),
  ),
  warehouses: z.array(
    z.strictObject({ id: z.number().int(), name: z.string(), kind: z.enum(['main', 'site']) }),
  ),
  payment: z.strictObject({
    total: z.number(),
    payments_committed: z.number(),
    remaining_under_total: z.number(),
    remaining_under_delivery: z.number(),
    max_allowed: z.number(),
  }),
});
