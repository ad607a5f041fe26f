import * as z from 'zod';
import { date, int, num, recordId, str, timestamp } from '../fields';
import { FormOption } from './common';
import { PurchaseOrder, RaiseBudget } from './purchasing';
import { UserSimple } from './simple';

/** Purchase orders as the staff app reads them (issue 32): money in SAR, VAT apart. */

/** A payment of an order: the spec's fields, then issue 32's. */
export const StaffPurchasePayment = z.strictObject({
  id: recordId(),
  paid_by_id: int(),
  modelable_id: int(),
  modelable_type: str(),
  amount: num(),
  paid_at: timestamp(),
  status: str(),
  receipt: str(),
  paid_at_text: str(),
  number: str(),
  purchase_order_id: int(),
  method: str(),
  bank_reference: str(),
  payment_date: date(),
  is_advance: z.boolean(),
  acceptance_id: int(),
  requested_by_id: int(),
  executed_by_id: int(),
  created_at: timestamp(),
  version: z.number().int(),
});

/** A row of the staff index. */
export const StaffPurchaseOrderRow = z.strictObject({
  id: recordId(),
  number: str(),
  title: str(),
  status: z.string(),
  receipt_status: z.string(),
  billing_status: z.string(),
  payment_status: z.string(),
  supplier_id: int(),
  supplier: UserSimple.nullable(),
  project_id: int(),
  project_item_id: int(),
  purchase_request_id: int(),
  subtotal: z.number(),
  vat: z.number(),
  total: z.number(),
  payments_paid: z.number(),
  created_at: timestamp(),
});

/** A document of an order's progress, to open by its id. */
const OrderDocument = z.strictObject({ id: recordId(), number: z.string(), status: z.string() });

/** One order: the system's PurchaseOrder, then its numbers, money, derived statuses, lines and payments. */
export const StaffPurchaseOrder = PurchaseOrder.extend({
  number: str(),
  supplier_id: int(),
  project_id: int(),
  project_name: str(),
  project_item_id: int(),
  project_item: z.strictObject({ id: recordId(), code: z.string(), name: z.string() }).nullable(),
  purchase_request_id: int(),
  offers_comparison_id: int(),
  supply_agreement_id: int(),
  status_label: z.string(),
  receipt_status: z.string(),
  billing_status: z.string(),
  payment_status: z.string(),
  subtotal: z.number(),
  vat: z.number(),
  advance_pct: z.number(),
  pay_against: z.string(),
  received_value: z.number(),
  payments_committed: z.number(),
  payments_paid: z.number(),
  /** What may still be paid: under the total (M1), under the advance and value received (M2), the smaller. */
  payable: z.strictObject({ under_total: z.number(), under_delivery: z.number(), max_allowed: z.number() }),
  on_hold_reason: str(),
  created_by_id: int(),
  created_at: timestamp(),
  updated_at: timestamp(),
  version: z.number().int(),
  lines: z.array(
    z.strictObject({
      id: recordId(),
      request_details_id: int(),
      purchase_request_offer_details_id: int(),
      material_id: int(),
      material_code: str(),
      material_name: str(),
      unit: str(),
      ordered_qty: z.number(),
      unit_price: z.number(),
      vat_rate: z.number(),
      subtotal: z.number(),
      vat: z.number(),
      received_qty: z.number(),
      returned_qty: z.number(),
      billed_qty: z.number(),
      supply_requested_qty: z.number(),
    }),
  ),
  payments: z.array(StaffPurchasePayment),
  raiseBudget: RaiseBudget.nullable(),
  raise_budgets_count: z.number().int(),
  /** The newest 20 of each: supply requests, goods receipt notes and purchase invoices of the order. */
  supply_requests: z.array(OrderDocument),
  grns: z.array(OrderDocument),
  invoices: z.array(OrderDocument),
});

/** The payment form of an order: what may be paid (SAR), the methods and the company's bank accounts. */
export const PurchasePaymentFormData = z.strictObject({
  purchase_order_id: recordId(),
  total: z.number(),
  payments_committed: z.number(),
  remaining_under_total: z.number(),
  remaining_under_delivery: z.number(),
  max_allowed: z.number(),
  is_advance: z.boolean(),
  methods: z.array(FormOption),
  bank_accounts: z.array(
    z.strictObject({ id: recordId(), bank_name: str(), account_name: str(), iban: str() }),
  ),
});

/** An offers comparison: the awarded lines and the recommended total (SAR, without VAT). */
export const OffersComparisonRecord = z.strictObject({
  id: recordId(),
  number: z.string(),
  purchase_request_id: recordId(),
  project_id: int(),
  offer_ids: z.array(z.number().int()),
  awards: z.array(
    z.strictObject({
      request_details_id: z.number().int(),
      offer_detail_id: z.number().int(),
      offer_id: z.number().int(),
      supplier_id: z.number().int(),
    }),
  ),
  recommended_total: z.number(),
  justification: z.string(),
  sole_source_reason: str(),
  status: z.string(),
  acceptance_id: int(),
  requested_by_id: int(),
  decided_at: timestamp(),
  created_at: timestamp(),
});

/** One offer of a request against the request's lines (SAR). */
export const RequestOfferDetails = z.strictObject({
  id: recordId(),
  purchase_request_id: recordId(),
  supplier_id: int(),
  supplier: UserSimple.nullable(),
  status: z.string(),
  description: str(),
  offer_number: int(),
  valid_until: str(),
  is_valid: z.boolean(),
  payment_terms: str(),
  delivery_days: int(),
  vat_included: z.boolean(),
  subtotal: num(),
  vat: num(),
  total: num(),
  lines: z.array(
    z.strictObject({
      request_details_id: recordId(),
      material_id: int(),
      unit: str(),
      requested_qty: num(),
      orderable_qty: num(),
      estimated_unit_price: num(),
      offer_detail_id: int(),
      qty: num(),
      one_piece_price: num(),
      total: num(),
      vat_rate: num(),
      expected_delivery_date: str(),
    }),
  ),
});

/** What send-order answers: the request's order status and its orders (SAR). */
export const PurchaseOrdersSent = z.strictObject({
  purchase_request_id: recordId(),
  order_status: z.string(),
  made_order_ids: z.array(z.number().int()),
  orders: z.array(
    z.strictObject({
      id: recordId(),
      number: str(),
      status: z.string(),
      supplier: UserSimple.nullable(),
      subtotal: z.number(),
      vat: z.number(),
      total: z.number(),
      raise_budget_id: int(),
    }),
  ),
});
