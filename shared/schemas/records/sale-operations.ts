import * as z from 'zod';
import { int, recordId, str, timestamp } from '../fields';
import { PaymentPlanLine } from './init-sale';

/** Payments on a sale (sales support, sale tab). Money in SAR, 2 decimals. */

/** Money received for a sale: its receipt number, what it paid of each plan line, and its delete, if any. */
export const SaleOperation = z.strictObject({
  id: recordId(),
  sale_id: recordId(),
  kind: z.enum(['orbon', 'down_payment', 'installment', 'bank_payment', 'other', 'refund', 'partial_refund']),
  schedule_line: int(),
  allocations: z.array(z.strictObject({ sequence: z.number().int(), amount: z.number() })),
  amount: z.number(),
  method: z.enum([
    'cash',
    'bank_transfer',
    'cheque',
    'mada_pos',
    'online',
    'bank_financing',
    'najiz_intermediary',
  ]),
  reference_no: str(),
  paid_at: timestamp(),
  receipt_no: str(),
  status: z.enum(['pending_gateway', 'paid', 'failed', 'cancelled', 'expired']),
  created_by_user_id: int(),
  created_at: timestamp(),
  updated_at: timestamp(),
  deleted_at: timestamp(),
  delete_reason: str(),
  /** An online payment's link for the payer, good until `link_expires_at`; why the gateway's report failed it. */
  payment_link: str(),
  link_expires_at: timestamp(),
  failure_reason: str(),
});

/** What the pay form needs: the sale's money, its plan lines (each payable now or not), the methods and the operations so far. */
export const SalePayOperationData = z.strictObject({
  sale_id: recordId(),
  sale_status: z.string(),
  client_total: z.number(),
  paid_total: z.number(),
  refunded_total: z.number(),
  balance: z.number(),
  payable_now: z.number(),
  lines: z.array(PaymentPlanLine.extend({ open_amount: z.number(), payable: z.boolean() })),
  methods: z.array(z.string()),
  operations: z.array(SaleOperation),
});

/** Whether a deleted operation can be restored now: `blocker` is the message key of why not (null when allowed). */
export const SaleOperationRestoreCheck = z.strictObject({
  operation_id: recordId(),
  allowed: z.boolean(),
  blocker: z
    .enum([
      'sale_operations.not_deleted',
      'sale_operations.sale_closed',
      'sale_operations.restore_over_balance',
    ])
    .nullable(),
  balance: z.number(),
});
