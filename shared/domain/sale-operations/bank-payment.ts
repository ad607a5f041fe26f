import type { TransactItem } from '../../db/transactions';
import type { StaffCaller } from '../callers/callers';
import type { IdempotentRequest } from '../idempotency/idempotency';
import { payOperation } from './pay';
import type { SaleOperationEntity } from './sale-operations';

/** The bank's transfer for a financed sale (halalas; `paid_at` an ISO time). */
export interface BankPaymentInput {
  amount: number;
  paid_at: string;
  reference_no?: string | null | undefined;
  /**
   * Changes written on the sale item in the same transaction as the payment, e.g. the bank stage
   * `{ bank_stage: 'funds_received' }`: the stage and the money land together or not at all.
   */
  saleChanges?: Record<string, unknown>;
  /** The sale's version `saleChanges` were checked on: a sale moved since answers 409, nothing written. */
  expectedVersion?: number;
  /** Items that land with the payment or not at all (the sale's status history entry, the unit's deed). */
  also?: TransactItem[];
}

/**
 * Records the bank's payment of a financed sale (STAFF-DOMAIN 6.5, `funds_received`): a
 * `bank_payment` operation of method `bank_financing` through pay's one guarded transaction
 * (receipt number, allocation to the open bank line first, else the last open installment; the
 * balance ceiling: over it 422 on `amount`). It counts as the bank part being in, so a payment that
 * settles a contracted sale steps it to `ready_for_emptying` in the same transaction. Called several times for progress payments.
 */
export function recordBankPayment(
  viewer: StaffCaller,
  saleId: number,
  input: BankPaymentInput,
  request?: IdempotentRequest,
): Promise<SaleOperationEntity> {
  return payOperation(
    viewer,
    saleId,
    {
      amount: input.amount,
      method: 'bank_financing',
      paid_at: input.paid_at,
      reference_no: input.reference_no ?? null,
    },
    request,
    {
      bankPayment: true,
      ...(input.saleChanges ? { saleChanges: input.saleChanges } : {}),
      ...(input.expectedVersion !== undefined ? { expectedVersion: input.expectedVersion } : {}),
      ...(input.also ? { also: input.also } : {}),
    },
  );
}
