import * as z from 'zod';
import { bool, date, int, num, recordId, str, timestamp, url } from '../fields';
import { UserSimple } from './simple';

/** Purchase invoices and their three-way match (issue 33): money in SAR, VAT apart. */

const status = z.enum(['draft', 'pending_acceptance', 'approved', 'rejected', 'cancelled']);
const matchResult = z.enum(['matched', 'exception']).nullable();

/** A row of the index. */
export const PurchaseInvoiceRow = z.strictObject({
  id: recordId(),
  number: z.string(),
  kind: z.enum(['goods', 'contractor']),
  status,
  match_result: matchResult,
  payment_status: z.string(),
  supplier_id: z.number().int(),
  supplier: UserSimple.nullable(),
  supplier_invoice_number: z.string(),
  invoice_date: date(),
  due_date: date(),
  purchase_order_id: int(),
  contract_id: int(),
  project_id: z.number().int(),
  subtotal: z.number(),
  vat: z.number(),
  total: z.number(),
  created_at: timestamp(),
});

/** One billed line with the order's and receipt's figures beside it and its match flags. */
export const PurchaseInvoiceLine = z.strictObject({
  sequence: z.number().int(),
  po_detail_id: int(),
  grn_line_id: int(),
  grn_id: int(),
  milestone_id: int(),
  material_id: int(),
  material_name: str(),
  description: str(),
  qty: z.number(),
  unit_price: z.number(),
  vat_rate: z.number(),
  vat: z.number(),
  total: z.number(),
  order_price: num(),
  ordered_qty: num(),
  received_qty: num(),
  returned_qty: num(),
  billed_qty: num(),
  match_status: matchResult,
  qty_ok: bool(),
  price_ok: bool(),
  vat_ok: bool(),
});

/** The invoice's approval as its show nests it. */
export const PurchaseInvoiceAcceptance = z.strictObject({
  id: recordId(),
  status: z.string(),
  policy_name: str(),
  current_sequence: int(),
  steps: z.array(
    z.strictObject({
      sequence: z.number().int(),
      name: z.string(),
      status: z.string(),
      reviewer_ids: z.array(z.number().int()),
      decided_by_id: int(),
      decided_at: timestamp(),
      comment: str(),
    }),
  ),
});

/** A purchase invoice as staff read it. */
export const PurchaseInvoice = z.strictObject({
  id: recordId(),
  number: z.string(),
  kind: z.enum(['goods', 'contractor']),
  status,
  supplier_id: z.number().int(),
  supplier: UserSimple.nullable(),
  supplier_invoice_number: z.string(),
  supplier_vat_number: str(),
  buyer_vat_number: str(),
  invoice_date: date(),
  due_date: date(),
  purchase_order_id: int(),
  purchase_order_number: str(),
  contract_id: int(),
  contract_number: str(),
  project_id: z.number().int(),
  project_item_id: int(),
  grn_ids: z.array(z.number().int()),
  lines: z.array(PurchaseInvoiceLine),
  subtotal: z.number(),
  vat: z.number(),
  total: z.number(),
  retention: z.number(),
  advance_recovery: z.number(),
  net_payable: z.number(),
  match_result: matchResult,
  matched_at: timestamp(),
  payment_status: z.string(),
  allocations: z.array(z.strictObject({ payment_id: z.number().int(), amount: z.number() })),
  has_file: z.boolean(),
  file_url: url(),
  note: str(),
  acceptance_id: int(),
  acceptance: PurchaseInvoiceAcceptance.nullable(),
  exception_reason: str(),
  reject_reason: str(),
  cancel_reason: str(),
  created_by_id: z.number().int(),
  created_at: timestamp(),
  updated_at: timestamp(),
  version: z.number().int(),
});

/** What the invoice form offers. */
export const PurchaseInvoiceFormData = z.strictObject({
  kinds: z.array(z.string()),
  suppliers: z.array(z.strictObject({ id: z.number().int(), name: z.string(), vat_number: str() })),
  purchase_orders: z.array(
    z.strictObject({
      id: z.number().int(),
      number: str(),
      title: z.string(),
      supplier_id: z.number().int(),
      project_id: z.number().int(),
      billing_status: z.string(),
    }),
  ),
  contracts: z.array(
    z.strictObject({
      id: z.number().int(),
      number: z.string(),
      title: z.string(),
      stakeholder_id: z.number().int(),
      project_id: z.number().int(),
    }),
  ),
  vat_rates: z.array(z.number()),
  company_vat_number: str(),
  statuses: z.array(z.string()),
  match_results: z.array(z.string()),
  max_lines: z.number().int(),
});

/** The invoice as edited, whether it may be, and the form's options. */
export const PurchaseInvoiceEditFormData = z.strictObject({
  invoice: PurchaseInvoice,
  editable: z.boolean(),
  form: PurchaseInvoiceFormData,
});

/** A contractor's milestones (SAR without VAT): what may still be invoiced. */
export const StakeholderMilestones = z.strictObject({
  stakeholder_id: z.number().int(),
  project_id: int(),
  milestones: z.array(
    z.strictObject({
      contract_id: z.number().int(),
      contract_number: z.string(),
      milestone_id: z.number().int(),
      name: z.string(),
      amount: z.number(),
      certified: z.number(),
      invoiced: z.number(),
      remaining: z.number(),
    }),
  ),
});

/** The lines an invoice of an order would bill, prefilled at the order's price. */
export const PurchaseInvoiceData = z.strictObject({
  purchase_order_id: z.number().int(),
  purchase_order_number: str(),
  supplier_id: z.number().int(),
  supplier_vat_number: str(),
  project_id: z.number().int(),
  grn_ids: z.array(z.number().int()),
  lines: z.array(
    z.strictObject({
      po_detail_id: z.number().int(),
      grn_id: int(),
      grn_line_id: int(),
      material_id: int(),
      material_name: str(),
      unit: str(),
      ordered_qty: z.number(),
      received_qty: z.number(),
      returned_qty: z.number(),
      billed_qty: z.number(),
      qty: z.number(),
      unit_price: z.number(),
      vat_rate: z.number(),
      vat: z.number(),
      total: z.number(),
    }),
  ),
  subtotal: z.number(),
  vat: z.number(),
  total: z.number(),
});

/** The accounting entry an invoice posts when approved (SAR). */
export const PurchaseInvoiceEntry = z.strictObject({
  purchase_invoice_id: z.number().int(),
  number: z.string(),
  kind: z.enum(['goods', 'contractor']),
  posted: z.boolean(),
  project_item_id: int(),
  lines: z.array(
    z.strictObject({
      account: z.string(),
      code: z.string(),
      name: z.string(),
      debit: z.number(),
      credit: z.number(),
    }),
  ),
  total_debit: z.number(),
  total_credit: z.number(),
  balanced: z.boolean(),
});
