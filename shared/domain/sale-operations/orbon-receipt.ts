import { prepareCreate } from '../../db/entity-store';
import type { TxItem } from '../../db/transaction-builder';
import type { TransactItem } from '../../db/transactions';
import { SALE } from '../sales/sales';
import { nextReceiptNumber } from './receipt-numbers';
import { type PaymentMethod, SALE_OPERATION } from './sale-operations';

/** The earnest money a client paid on the hold, as init sale receives it into the new sale (halalas). */
export interface OrbonReceiptInput {
  saleId: number;
  /** The plan's `orbon` line, paid in full by this receipt. */
  lineSequence: number;
  amount: number;
  method: PaymentMethod;
  reference_no: string | null;
  userId: number | null;
  now: Date;
}

/**
 * The earnest money's receipt, for init sale's transaction: an `orbon` operation (`paid`, the
 * year's next receipt number, allocated to the plan's orbon line) linked under the sale, so the
 * sale's operations add up to its `paid_total` from its first day. `receipt` is the counter move
 * (`receipt-number`): its condition failing means another receipt took the number first (read again).
 */
export async function prepareOrbonReceipt(
  input: OrbonReceiptInput,
): Promise<{ receipt: TxItem; items: TransactItem[] }> {
  const receipt = await nextReceiptNumber(input.now);
  const operation = await prepareCreate(
    SALE_OPERATION,
    {
      sale_id: input.saleId,
      kind: 'orbon',
      schedule_line: input.lineSequence,
      allocations: [{ sequence: input.lineSequence, amount: input.amount }],
      amount: input.amount,
      method: input.method,
      reference_no: input.reference_no,
      paid_at: input.now.toISOString(),
      receipt_no: receipt.receipt_no,
      status: 'paid',
      created_by_user_id: input.userId,
    },
    { links: [{ type: SALE, id: input.saleId }] },
  );
  return { receipt: receipt.guard, items: operation.items };
}
