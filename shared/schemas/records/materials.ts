import * as z from 'zod';
import { int, num, recordId, str, timestamp } from '../fields';
import { FormOption } from './common';

/** The purchasing catalogue's materials: money in SAR. */

export const Material = z.strictObject({
  id: recordId(),
  number: z.string(),
  code: z.string(),
  name: z.string(),
  name_ar: z.string(),
  name_en: str(),
  material_category_id: z.number().int(),
  category: str(),
  unit: z.string(),
  unit_label: z.string(),
  specifications: str(),
  vat_rate: z.union([z.literal(0), z.literal(15)]),
  is_stock_item: z.boolean(),
  default_supplier_ids: z.array(z.number().int()),
  over_receipt_allowance_pct: int(),
  min_stock: int(),
  last_purchase_price: num(),
  is_active: z.boolean(),
  /** True once a purchase record names it: unit and stock-item flag frozen, no delete. */
  is_referenced: z.boolean(),
  version: z.number().int(),
  created_at: timestamp(),
  updated_at: timestamp(),
});

/**
 * A material with what purchasing knows of it: stock per warehouse, last prices and open
 * quantities (empty and zero until warehouses and the records naming materials exist).
 */
export const MaterialDetails = Material.extend({
  stock: z.array(
    z.strictObject({
      warehouse_id: z.number().int(),
      warehouse: z.string(),
      qty_on_hand: z.number(),
      qty_available: z.number(),
    }),
  ),
  last_prices: z.array(
    z.strictObject({
      purchase_order_id: z.number().int(),
      supplier_id: z.number().int(),
      unit_price: z.number(),
      at: z.string(),
    }),
  ),
  open_requested_qty: z.number(),
  open_ordered_qty: z.number(),
});

/** The search box's answers: up to 20 active materials. */
export const MaterialSearchResults = z.strictObject({
  materials: z.array(
    z.strictObject({
      id: recordId(),
      code: z.string(),
      name: z.string(),
      unit: z.string(),
      unit_label: z.string(),
      available: num(),
    }),
  ),
});

/** The material form's choices. */
export const MaterialFormData = z.strictObject({
  categories: z.array(FormOption),
  units: z.array(FormOption),
  vat_rates: z.array(FormOption),
  suppliers: z.array(z.strictObject({ id: z.number().int(), name: z.string() })),
});
