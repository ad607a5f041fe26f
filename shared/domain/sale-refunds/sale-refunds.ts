import { type EntityOf, entityType } from '../../db/entity-type';
import { STATUS_AND_PROJECT_LISTS } from '../read-models/list-filters';
import type { LineAllocation } from '../sale-operations/sale-operations';

/** A full refund cancels the sale; a partial one leaves it live (STAFF-DOMAIN 6.3). */
export const REFUND_KINDS = ['refund', 'partial_refund'] as const;
export type RefundKind = (typeof REFUND_KINDS)[number];

/** How the money goes back to the client. */
export const REFUND_METHODS = ['bank_transfer', 'cash', 'cheque'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];

/** What the company keeps of the money a sale holds, by kind. */
export const DEDUCTION_KINDS = ['forfeited_orbon', 'striving', 'contractual_fee'] as const;
export type DeductionKind = (typeof DEDUCTION_KINDS)[number];

/** One deduction, in halalas. */
export interface RefundDeduction {
  kind: DeductionKind;
  amount: number;
}

/**
 * A refund request of a sale (STAFF-DOMAIN 6.3), in halalas: approved through the engine and paid
 * out in the decision's transaction (a refund operation, `operation_id`). `allocations` are the plan
 * lines it gave back, latest due first.
 */
export interface SaleRefund {
  sale_id: number;
  /** The sale's buyer, unit and project, kept for the back office's lists (its `status` and `project_id` filters). */
  client_id: number;
  unit_id: number;
  project_id: number;
  kind: RefundKind;
  status: string;
  amount: number;
  deductions: RefundDeduction[];
  deductions_total: number;
  reason: string;
  method: RefundMethod;
  iban_number: string | null;
  requested_by_user_id: number;
  acceptance_id: number | null;
  decided_by_user_id: number | null;
  decided_at: string | null;
  decision_reason: string | null;
  paid_at: string | null;
  operation_id: number | null;
  allocations: LineAllocation[];
}

/**
 * A sale's refund requests hang under the sale (`linkedIds({ type: SALE, id }, SALE_REFUND)`); the
 * back office lists them all by status and project (`GET /system/sale-refunds`, shared/domain/sales).
 */
export const SALE_REFUND = entityType<SaleRefund>('SALE_REFUND', { lists: [...STATUS_AND_PROJECT_LISTS] });
export type SaleRefundEntity = EntityOf<typeof SALE_REFUND>;

/** The record type name of refund requests in the approval engine. */
export const REFUND_APPROVABLE = 'sale_refund';
