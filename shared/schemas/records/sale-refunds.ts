import * as z from 'zod';
import { int, recordId, str, timestamp } from '../fields';

/** Refunds of a sale (sales support, sale tab; STAFF-DOMAIN 6.3). Money in SAR, 2 decimals. */

const deduction = z.strictObject({
  kind: z.enum(['forfeited_orbon', 'striving', 'contractual_fee']),
  amount: z.number(),
});

/** What the refund forms need: the sale's money, the deductions kept, the most refundable, the client's IBAN. */
export const SaleRefundFormData = z.strictObject({
  sale_id: recordId(),
  sale_status: z.string(),
  kind: z.enum(['refund', 'partial_refund']),
  cancels_sale: z.boolean(),
  client_total: z.number(),
  paid_total: z.number(),
  refunded_total: z.number(),
  held: z.number(),
  deductions: z.array(deduction),
  deductions_total: z.number(),
  max_refundable: z.number(),
  allowed: z.boolean(),
  blocker: str(),
  iban_number: str(),
  methods: z.array(z.enum(['bank_transfer', 'cash', 'cheque'])),
});

/** A refund request: waiting for finance's approval, then paid out (its refund operation) or closed. */
export const SaleRefundRequest = z.strictObject({
  id: recordId(),
  sale_id: recordId(),
  kind: z.enum(['refund', 'partial_refund']),
  status: z.enum(['pending_acceptance', 'approved', 'paid', 'rejected', 'cancelled']),
  amount: z.number(),
  deductions: z.array(deduction),
  deductions_total: z.number(),
  reason: z.string(),
  method: z.enum(['bank_transfer', 'cash', 'cheque']),
  iban_number: str(),
  requested_by_user_id: recordId(),
  acceptance_id: int(),
  decided_by_user_id: int(),
  decided_at: timestamp(),
  decision_reason: str(),
  paid_at: timestamp(),
  operation_id: int(),
  allocations: z.array(z.strictObject({ sequence: z.number().int(), amount: z.number() })),
  created_at: timestamp(),
  updated_at: timestamp(),
});
