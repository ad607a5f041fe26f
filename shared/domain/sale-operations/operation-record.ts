import { sarOfHalalas } from '../money';
import type { SaleOperationEntity } from './sale-operations';

/** An operation as the wire shows it (SaleOperation record): amounts in SAR with 2 decimals. */
export function operationRecord(operation: SaleOperationEntity) {
  return {
    id: operation.id,
    sale_id: operation.sale_id,
    kind: operation.kind,
    schedule_line: operation.schedule_line,
    allocations: operation.allocations.map((part) => ({
      sequence: part.sequence,
      amount: sarOfHalalas(part.amount),
    })),
    amount: sarOfHalalas(operation.amount),
    method: operation.method,
    reference_no: operation.reference_no,
    paid_at: operation.paid_at,
    receipt_no: operation.receipt_no,
    status: operation.status,
    created_by_user_id: operation.created_by_user_id,
    created_at: operation.created_at,
    updated_at: operation.updated_at,
    deleted_at: operation.soft_deleted_at ?? null,
    delete_reason: operation.delete_reason ?? null,
    payment_link: operation.payment_link ?? null,
    link_expires_at: operation.link_expires_at ?? null,
    failure_reason: operation.failure_reason ?? null,
  };
}
