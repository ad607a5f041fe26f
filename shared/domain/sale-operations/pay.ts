import { nextId } from '../../db/counters';
import { getEntity, prepareCreate, prepareUpdate } from '../../db/entity-store';
import { when } from '../../db/expressions';
import { type TxItem, transaction, txPart } from '../../db/transaction-builder';
import { ConflictError, ValidationError } from '../../errors';
import { countBusinessEvent } from '../../metrics/business-events';
import type { StaffCaller } from '../callers/callers';
import {
  IdempotentReplay,
  type IdempotentRequest,
  idempotencyPut,
  idempotent,
} from '../idempotency/idempotency';
import { sarOfHalalas } from '../money';
import { SALE, type SaleEntity, saleHeld } from '../sales/sales';
import { PAYMENT_PLAN, type ScheduleLine } from '../sales-support/init-sale-payment-plan';
import { allocatePayment } from './allocation';
import { nextReceiptNumber } from './receipt-numbers';
import { scopedSaleById } from './sale-access';
import {
  DRAFT_PAYABLE_KINDS,
  PAYABLE_SALE_STATUSES,
  type PaymentMethod,
  SALE_OPERATION,
  type SaleOperationEntity,
} from './sale-operations';
import { reopeningStep, type SettlingMove, settlingStep } from './settlement';

/** A payment as the domain takes it: amount in halalas, `paid_at` an ISO time. */
export interface PayInput {
  amount: number;
  method: PaymentMethod;
  paid_at: string;
  reference_no?: string | null | undefined;
  /** The plan line (its `sequence`) the payer chose; else oldest unpaid first. */
  schedule_line?: number | undefined;
}

/** Attempts before a storm of concurrent payments answers 409 (each attempt one of them lands). */
const ATTEMPTS = 60;

/**
 * Items a payment may write: the key, the receipt number, the operation (about 5 with its link and
 * list), the plan, the sale with its list moves on a status step (about 17) and its history entry,
 * and the caller's settling writes (a bank stage: its history and the unit's deed).
 */
const PAY_BUDGET = 60;

/** A transaction lost to a concurrent write (receipt counter, plan or sale moved): read again. */
export class LostRace extends Error {}

/**
 * Runs an attempt (read, check, one transaction) again while it loses races to concurrent writes
 * (`LostRace`, or a transaction cancelled on a held item after transact's own retries): each
 * round one of the racers lands; its checks then answer on the state that won.
 */
export async function untilSettled<T>(attempt: () => Promise<T>): Promise<T> {
  for (let round = 1; round <= ATTEMPTS; round++) {
    try {
      return await attempt();
    } catch (error) {
      const lost = error instanceof LostRace || (error as Error).name === 'TransactionCanceledException';
      if (!lost) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * Math.min(round, 8)));
    }
  }
  throw new ConflictError();
}

/**
 * The plan is read after the sale: lines holding other than the sale read mean a payment (or an
 * edit, delete, restore) landed between the two reads, so a refusal computed on them would be
 * stale: `LostRace` reads both again.
 */
export function readAgainIfStale(sale: SaleEntity, plan: { lines: { paid_amount: number }[] }) {
  const linesHold = plan.lines.reduce((sum, line) => sum + line.paid_amount, 0);
  if (linesHold !== saleHeld(sale)) throw new LostRace();
}

/** What a sale still owes: client total less what it holds (paid less refunded), in halalas. */
export const saleBalance = (sale: SaleEntity): number => (sale.pricing?.client_total ?? 0) - saleHeld(sale);

/**
 * The balance people are shown (pay data, the sale tab, prints): what the client still owes. A
 * cancelled sale owes nothing: what it held goes back through its refunds.
 */
export const owedBalance = (sale: SaleEntity): number =>
  sale.status === 'cancelled' ? 0 : saleBalance(sale);

/**
 * The sale item's change when money moves by `delta` (halalas, negative gives back), conditioned on
 * the invariant itself: `paid_total - refunded_total + delta <= client_total` and `>= 0`, on the
 * totals read (a concurrent move cancels the transaction, which reads again) and on its status.
 * Named `sale-balance` (the sale item and its list moves) and `sale-status` (the step's history).
 */
export async function saleMoneyMove(
  sale: SaleEntity,
  delta: number,
  settle?: { lines: ScheduleLine[]; move?: SettlingMove },
): Promise<TxItem[]> {
  const paid = sale.paid_total ?? 0;
  const refunded = sale.refunded_total ?? 0;
  const total = sale.pricing?.client_total ?? 0;
  const move = settle?.move;
  // A move that settles a contracted sale steps it to ready_for_emptying in the same write, one that
  // makes a ready_for_emptying sale owe again steps it back; a caller's own status step wins.
  const step = move?.saleChanges?.status
    ? undefined
    : delta < 0
      ? reopeningStep(sale, delta)
      : settle
        ? settlingStep(sale, delta, settle.lines, move)
        : undefined;
  const change = await prepareUpdate(
    SALE,
    sale.id,
    { ...move?.saleChanges, ...step?.changes, paid_total: paid + delta },
    {
      recordName: 'sale',
      current: sale,
      condition: when.and(
        when.eq('status', sale.status),
        when.eq('paid_total', paid),
        // paid + delta - refunded within [0, client_total], stated on the item as written.
        when.le('paid_total', total + refunded - delta),
        when.ge('paid_total', refunded - delta),
        sale.refunded_total === undefined
          ? when.lacks('refunded_total')
          : when.eq('refunded_total', refunded),
        when.eq('pricing.client_total', total),
      ),
    },
  );
  return [...txPart('sale-balance', change), ...txPart('sale-status', { items: step?.items ?? [] })];
}

/** Counts a payment that committed (halalas) for the payment metrics; replays are not counted. */
export function countPaymentLanded(amount: number): void {
  countBusinessEvent('PaymentsLanded');
  countBusinessEvent('PaymentsLandedSar', sarOfHalalas(amount));
}

/**
 * The line the bank's payment goes to first: the plan's open bank line; a plan made before the bank
 * was chosen has the bank's part as its last open installment.
 */
function openBankLine(lines: ScheduleLine[]) {
  const open = lines.filter((line) => line.paid_amount < line.amount && line.status !== 'cancelled');
  return (
    open.find((line) => line.kind === 'bank_payment') ??
    open.filter((line) => line.kind === 'installment').at(-1)
  );
}

function checkPayable(sale: SaleEntity) {
  if (!sale.pricing || !(PAYABLE_SALE_STATUSES as readonly string[]).includes(sale.status))
    throw new ConflictError('sale_operations.sale_not_payable');
}

function checkInput(input: PayInput, now: Date) {
  if (!Number.isInteger(input.amount) || input.amount <= 0)
    throw ValidationError.forField('amount', 'validation.gt.numeric', { value: 0 });
  if (Date.parse(input.paid_at) > now.getTime())
    throw ValidationError.forField('paid_at', 'sale_operations.paid_at_future');
}

/** One attempt: everything read now, written in one transaction whose conditions hold what was read. */
async function payAttempt(
  viewer: StaffCaller,
  saleId: number,
  operationId: number,
  input: PayInput,
  request: IdempotentRequest | undefined,
  move: SettlingMove,
): Promise<SaleOperationEntity> {
  const now = new Date();
  const sale = await scopedSaleById(viewer, 'payments-and-refunds', saleId);
  // The caller's changes were checked on this version: another write landed since (409, nothing written).
  if (move.expectedVersion !== undefined && sale.version !== move.expectedVersion) throw new ConflictError();
  checkPayable(sale);
  const balance = saleBalance(sale);
  if (input.amount > balance)
    throw ValidationError.forField('amount', 'sale_operations.amount_over_balance', {
      balance: sarOfHalalas(balance).toFixed(2),
    });
  const plan = await getEntity(PAYMENT_PLAN, saleId, 'payment plan');
  const draft = sale.status === 'draft';
  const bankLine = move.bankPayment ? openBankLine(plan.lines) : undefined;
  const allocation = allocatePayment(plan.lines, input.amount, {
    chosen: input.schedule_line ?? bankLine?.sequence,
    ...(draft ? { payable: (line) => DRAFT_PAYABLE_KINDS.includes(line.kind) } : {}),
  });
  if (allocation === 'unknown_line')
    throw ValidationError.forField('schedule_line', 'sale_operations.unknown_line');
  if (allocation === 'line_not_payable')
    throw ValidationError.forField('schedule_line', 'sale_operations.line_not_payable');
  if (allocation === 'over_payable') {
    // The plan was read after the sale: lines holding more than the sale read means a payment landed
    // between the two reads, so read both again rather than refuse on a stale balance.
    readAgainIfStale(sale, plan);
    const open = plan.lines
      .filter((line) => DRAFT_PAYABLE_KINDS.includes(line.kind))
      .reduce((sum, line) => sum + Math.max(0, line.amount - line.paid_amount), 0);
    throw ValidationError.forField('amount', 'sale_operations.draft_over_payable', {
      limit: sarOfHalalas(Math.min(open, balance)).toFixed(2),
    });
  }
  const receipt = await nextReceiptNumber(now);
  const firstLine = plan.lines.find((line) => line.sequence === allocation.allocations[0]?.sequence);
  const operation = await prepareCreate(
    SALE_OPERATION,
    {
      sale_id: saleId,
      kind: move.bankPayment ? 'bank_payment' : (firstLine?.kind ?? 'other'),
      schedule_line: input.schedule_line ?? null,
      allocations: allocation.allocations,
      amount: input.amount,
      method: input.method,
      reference_no: input.reference_no ?? null,
      paid_at: new Date(input.paid_at).toISOString(),
      receipt_no: receipt.receipt_no,
      status: 'paid',
      created_by_user_id: viewer.id,
    },
    { id: operationId, links: [{ type: SALE, id: saleId }] },
  );
  const planChange = await prepareUpdate(
    PAYMENT_PLAN,
    saleId,
    { lines: allocation.lines },
    { recordName: 'payment plan', current: plan },
  );
  await transaction('pay', { budget: PAY_BUDGET })
    .add(request ? [idempotencyPut(request, { operation_id: operationId }, now)] : [])
    .add(receipt.guard)
    .include('payment', operation)
    .include('payment-plan', planChange)
    .add(await saleMoneyMove(sale, input.amount, { lines: allocation.lines, move }))
    .include('settling-writes', { items: move.also ?? [] })
    // Any other refusal: a concurrent write moved what was read (number, plan, sale): read again.
    .commit({ 'idempotency-key': () => new IdempotentReplay(), '*': () => new LostRace() });
  return operation.entity;
}

/**
 * Pay operation (STAFF-DOMAIN 6.2), in one transaction: the operation (`paid`, the year's next
 * receipt number), its allocation to the plan lines, the sale's `paid_total` raised under the
 * condition `paid_total - refunded_total + amount <= client_total`, and the Idempotency-Key record.
 * Over the balance: 422 on `amount` naming it. A transaction lost to a concurrent one reads again,
 * so of racing payments only those the balance allows land; the rest answer 422. A payment that
 * settles a contracted sale steps it to `ready_for_emptying` in the same transaction (settlement.ts).
 */
export async function payOperation(
  viewer: StaffCaller,
  saleId: number,
  input: PayInput,
  request?: IdempotentRequest,
  move: SettlingMove = {},
): Promise<SaleOperationEntity> {
  checkInput(input, new Date());
  return idempotent(
    request,
    async () => {
      // One id for every attempt: a lost race does not take another.
      const operationId = await nextId(SALE_OPERATION);
      const operation = await untilSettled(() =>
        payAttempt(viewer, saleId, operationId, input, request, move),
      );
      countPaymentLanded(operation.amount);
      return operation;
    },
    async (result) => getEntity(SALE_OPERATION, Number(result.operation_id), 'operation'),
  );
}
