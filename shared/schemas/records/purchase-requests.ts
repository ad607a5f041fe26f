import * as z from 'zod';
import { bool, date, int, num, recordId, str, timestamp } from '../fields';
import { Acceptance } from './acceptances';
import { DownloadableFile, FormOption } from './common';
import { ProjectSimple, UserSimple } from './simple';

/** Purchase requests as the staff purchasing tab reads them: money in SAR (VAT apart on offers). */

export const StaffPurchaseRequest = z.strictObject({
  id: recordId(),
  number: str(),
  title: z.string(),
  type: str(),
  priority: str(),
  needed_by: date(),
  note: str(),
  status: z.string(),
  sourcing_status: str(),
  order_status: str(),
  /** Σ qty × estimated unit price, without VAT (SAR). */
  estimate_total: num(),
  project_id: int(),
  project_item_id: int(),
  department_id: int(),
  from_user_id: int(),
  acceptance_id: int(),
  cancel_reason: str(),
  version: z.number().int(),
  created_at: timestamp(),
  updated_at: timestamp(),
  project: ProjectSimple.nullable(),
  fromUser: UserSimple.nullable(),
});

/** A line of a request with its progress: ordered, issued from stock, closed and still orderable. */
export const StaffPurchaseRequestLine = z.strictObject({
  id: recordId(),
  material_id: int(),
  material: z
    .strictObject({ id: recordId(), code: z.string(), name: z.string(), unit: z.string() })
    .nullable(),
  amount: num(),
  unit: str(),
  estimated_unit_price: num(),
  technical_specifications: str(),
  ordered_qty: z.number(),
  issued_from_stock_qty: z.number(),
  closed_qty: z.number(),
  orderable_qty: z.number(),
});

/** A supplier's offer: totals without VAT, VAT and with VAT (SAR); its lines against the request's. */
export const StaffPurchaseRequestOffer = z.strictObject({
  id: recordId(),
  purchase_request_id: z.number().int(),
  supplier_id: int(),
  status: z.string(),
  offer_number: int(),
  description: str(),
  valid_until: date(),
  payment_terms: str(),
  delivery_days: int(),
  vat_included: z.boolean(),
  subtotal: num(),
  vat: num(),
  total: num(),
  replaces_offer_id: int(),
  created_at: timestamp(),
  supplier: UserSimple.nullable(),
  lines: z.array(
    z.strictObject({
      id: recordId(),
      request_details_id: z.number().int(),
      qty: num(),
      one_piece_price: num(),
      vat_rate: z.number(),
      expected_delivery_date: timestamp(),
      total: num(),
    }),
  ),
});

/** A comment on a request, with its files (short-lived download URLs). */
export const PurchaseRequestComment = z.strictObject({
  id: recordId(),
  purchase_request_id: z.number().int(),
  user_id: z.number().int(),
  body: z.string(),
  attachments: z.array(DownloadableFile),
  created_at: timestamp(),
  user: UserSimple.nullable(),
});

/** One request with everything the show answers. */
export const StaffPurchaseRequestDetails = StaffPurchaseRequest.extend({
  projectItem: z.strictObject({ id: recordId(), code: z.string(), name: z.string() }).nullable(),
  lines: z.array(StaffPurchaseRequestLine),
  offers: z.array(StaffPurchaseRequestOffer),
  invitations: z.array(
    z.strictObject({
      id: recordId(),
      supplier_id: int(),
      status: str(),
      sent_at: timestamp(),
      sent_count: int(),
      supplier: UserSimple.nullable(),
    }),
  ),
  comments: z.array(PurchaseRequestComment),
  acceptance: Acceptance.nullable(),
  purchaseOrders: z.array(
    z.strictObject({
      id: recordId(),
      number: str(),
      title: str(),
      status: str(),
      supplier_id: int(),
      subtotal: num(),
      vat: num(),
      total: num(),
      created_at: timestamp(),
    }),
  ),
});

/** The request form's main choices. */
export const PurchaseRequestMainFormData = z.strictObject({
  projects: z.array(z.strictObject({ id: recordId(), name: z.string(), code: str() })),
  departments: z.array(FormOption),
  types: z.array(FormOption),
  priorities: z.array(FormOption),
  units: z.array(FormOption),
});

/** A project's budget lines with what is committed and left (SAR, without VAT). */
export const PurchaseRequestProjectItems = z.strictObject({
  project_items: z.array(
    z.strictObject({
      id: recordId(),
      code: z.string(),
      name: z.string(),
      budget: z.number(),
      committed: z.number(),
      remaining: z.number(),
    }),
  ),
});

const supplierBrief = z.strictObject({ id: recordId(), name: z.string() });

/** The materials the form may ask for, with their suppliers, last price, stock and agreement price. */
export const PurchaseRequestMaterials = z.strictObject({
  materials: z.array(
    z.strictObject({
      id: recordId(),
      code: z.string(),
      name: z.string(),
      unit: z.string(),
      unit_label: z.string(),
      material_category_id: z.number().int(),
      default_suppliers: z.array(supplierBrief),
      last_purchase_price: num(),
      /** Across warehouses: 0 until warehouses hold stock (null for a material not kept in stock). */
      stock_available: num(),
      agreement_price: num(),
      agreement_id: int(),
    }),
  ),
});

/** Active supply agreements with each material's price and remaining quantity. */
export const PurchaseRequestSupplyAgreements = z.strictObject({
  agreements: z.array(
    z.strictObject({
      id: recordId(),
      number: z.string(),
      title: z.string(),
      supplier_id: z.number().int(),
      supplier: supplierBrief.nullable(),
      valid_from: date(),
      valid_to: date(),
      lines: z.array(
        z.strictObject({
          material_id: z.number().int(),
          unit_price: z.number(),
          max_qty: z.number(),
          remaining_qty: z.number(),
        }),
      ),
    }),
  ),
});

/** Suppliers (not blocked) serving the materials' categories. */
export const PurchaseRequestSuppliers = z.strictObject({
  suppliers: z.array(
    z.strictObject({
      id: recordId(),
      name: z.string(),
      email: str(),
      cr_number: str(),
      vat_number: str(),
      material_category_ids: z.array(z.number().int()),
      has_email: bool(),
    }),
  ),
});
