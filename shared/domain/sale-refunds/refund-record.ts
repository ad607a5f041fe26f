import { sarOfHalalas } from '../money';
import type { SaleRefundEntity } from './sale-refunds';

/** A refund request as the wire shows it (SaleRefundRequest record): amounts in SAR with 2 decimals. */
export function refundRecord(refund: SaleRefundEntity) {
  return {
    id: refund.id,
    sale_id: refund.sale_id,
    kind: refund.kind,
    status: refund.status,
    amount: sarOfHalalas(refund.amount),
    deductions: refund.deductions.map((deduction) => ({
      kind: deduction.kind,
      amount: sarOfHalalas(deduction.amount),
    })),
    deductions_total: sarOfHalalas(refund.deductions_total),
    reason: refund.reason,
    method: refund.method,
    iban_number: refund.iban_number,
    requested_by_user_id: refund.requested_by_user_id,
    acceptance_id: refund.acceptance_id,
    decided_by_user_id: refund.decided_by_user_id,
    decided_at: refund.decided_at,
    decision_reason: refund.decision_reason,
    paid_at: refund.paid_at,
    operation_id: refund.operation_id,
    allocations: refund.allocations.map((part) => ({
      sequence: part.sequence,
      amount: sarOfHalalas(part.amount),
    })),
    created_at: refund.created_at,
    updated_at: refund.updated_at,
  };
}
