import { getEntity } from '../../db/entity-store';
import { ConflictError, ValidationError } from '../../errors';
import type { StaffCaller } from '../callers/callers';
import { sarOfHalalas } from '../money';
import { saleHeld } from '../sales/sales';
import { PAYMENT_PLAN } from '../sales-support/init-sale-payment-plan';
import { allocatePayment, releaseAllocations } from './allocation';
import { checkOpen, moveMoney, saleAndOperation } from './operation-changes';
import { readAgainIfStale, saleBalance, untilSettled } from './pay';
import { DRAFT_PAYABLE_KINDS, type PaymentMethod } from './sale-operations';

/** What an edit may change (halalas; `paid_at` an ISO time); absent fields keep their value. The kind never changes. */
export interface EditInput {
  amount?: number | undefined;
  method?: Exclude<PaymentMethod, 'online'> | undefined;
  reference_no?: string | null | undefined;
  paid_at?: string | undefined;
}

function checkInput(input: EditInput, now: Date) {
  if (input.amount !== undefined && (!Number.isInteger(input.amount) || input.amount <= 0))
    throw ValidationError.forField('amount', 'validation.gt.numeric', { value: 0 });
  if (input.paid_at !== undefined && Date.parse(input.paid_at) > now.getTime())
    throw ValidationError.forField('paid_at', 'sale_operations.paid_at_future');
}

/**
 * Edit operation (STAFF-DOMAIN 6.2): amount, method, reference and payment date of a paid,
 * undeleted operation of an open sale; its kind and receipt number stay. A new amount gives back
 * the old allocations and allocates the new amount (its chosen line first, if still open, else
 * oldest unpaid), in one transaction whose sale condition is pay's ceiling with the old amount
 * removed: over it 422 on `amount` naming the most it may be. An operation recorded by the online
 * gateway keeps its amount and method (409): money the gateway took changes by a refund.
 */
export async function editOperation(
  viewer: StaffCaller,
  saleId: number,
  operationId: number,
  input: EditInput,
) {
  checkInput(input, new Date());
  return untilSettled(async () => {
    const { sale, operation } = await saleAndOperation(viewer, saleId, operationId);
    checkOpen(sale);
    if (operation.soft_deleted_at || operation.status !== 'paid')
      throw new ConflictError('sale_operations.not_editable');
    const amount = input.amount ?? operation.amount;
    const delta = amount - operation.amount;
    if (operation.method === 'online' && (delta !== 0 || input.method))
      throw new ConflictError('sale_operations.online_not_editable');
    const ceiling = saleBalance(sale) + operation.amount;
    if (amount > ceiling)
      throw ValidationError.forField('amount', 'sale_operations.amount_over_balance', {
        balance: sarOfHalalas(ceiling).toFixed(2),
      });
    // Lowering an amount may not leave the sale holding less than it refunded.
    const floor = operation.amount - saleHeld(sale);
    if (amount < floor)
      throw ValidationError.forField('amount', 'sale_operations.amount_below_refunded', {
        limit: sarOfHalalas(floor).toFixed(2),
      });
    const plan = await getEntity(PAYMENT_PLAN, saleId, 'payment plan');
    const released = releaseAllocations(plan.lines, operation.allocations);
    const chosen = released.find((line) => line.sequence === operation.schedule_line);
    const open = chosen && chosen.paid_amount < chosen.amount && chosen.status !== 'cancelled';
    const allocation = allocatePayment(released, amount, {
      chosen: open ? (operation.schedule_line ?? undefined) : undefined,
      ...(sale.status === 'draft' ? { payable: (line) => DRAFT_PAYABLE_KINDS.includes(line.kind) } : {}),
    });
    if (typeof allocation === 'string') {
      readAgainIfStale(sale, plan);
      const payable = released
        .filter((line) => DRAFT_PAYABLE_KINDS.includes(line.kind) && line.status !== 'cancelled')
        .reduce((sum, line) => sum + Math.max(0, line.amount - line.paid_amount), 0);
      throw ValidationError.forField('amount', 'sale_operations.draft_over_payable', {
        limit: sarOfHalalas(Math.min(payable, ceiling)).toFixed(2),
      });
    }
    return moveMoney(
      sale,
      operation,
      {
        amount,
        allocations: allocation.allocations,
        ...(input.method ? { method: input.method } : {}),
        ...(input.reference_no !== undefined ? { reference_no: input.reference_no } : {}),
        ...(input.paid_at ? { paid_at: new Date(input.paid_at).toISOString() } : {}),
        updated_by_user_id: viewer.id,
      },
      plan,
      allocation.lines,
      delta,
    );
  });
}
