import { ConflictError, NotFoundError } from '../../errors';
import type { StaffCaller } from '../callers/callers';
import type { IdempotentRequest } from '../idempotency/idempotency';
import { inScope } from '../users/row-scope';
import { RECEIPT_SCOPE } from './receipt-rules';
import { type ReceiptInput, type ReceiptLineInput, storeReceipt } from './store-receipt';
import { RECEIVING_SUPPLY_STATUSES, supplyRequestForReceipt } from './supply-request-link';

export type SupplyReceiptInput = Omit<ReceiptInput, 'purchase_order_id' | 'supply_request_id' | 'lines'> & {
  lines?: ReceiptLineInput[] | undefined;
};

/**
 * purchase order supply request: create-grn: a receipt under an approved (or partially received)
 * supply request, into its warehouse unless another is named, with the store's rules (Q4, Q5, the
 * request's open quantity per line); `lines` default to every line's open quantity, all accepted.
 * The request outside the caller's `warehouse` row scope (its warehouse, project): 404; not
 * receivable: 409.
 */
export async function storeSupplyRequestReceipt(
  caller: StaffCaller,
  supplyRequestId: number,
  input: SupplyReceiptInput,
  key: IdempotentRequest | undefined,
) {
  const request = await supplyRequestForReceipt(supplyRequestId);
  if (
    !request ||
    !inScope(
      caller,
      'warehouse',
      { warehouse_id: request.warehouse_id, project_id: request.project_id, received_by_id: caller.id },
      RECEIPT_SCOPE,
    )
  )
    throw new NotFoundError('supply request');
  if (!RECEIVING_SUPPLY_STATUSES.includes(request.status))
    throw new ConflictError('goods_receipts.supply_request_not_approved', { status: request.status });
  const lines =
    input.lines ??
    request.lines
      .filter((line) => line.open_qty > 0)
      .map((line) => ({ po_detail_id: line.po_detail_id, received_qty: line.open_qty }));
  if (lines.length === 0)
    throw new ConflictError('goods_receipts.supply_request_not_approved', { status: 'received' });
  return storeReceipt(
    caller,
    { ...input, purchase_order_id: request.purchase_order_id, supply_request_id: request.id, lines },
    key,
  );
}
