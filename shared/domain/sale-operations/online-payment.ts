import { randomUUID } from 'node:crypto';
import { requireEnv } from '../../config/env';
import { nextId } from '../../db/counters';
import { findEntity, getEntity, prepareCreate, prepareUpdate } from '../../db/entity-store';
import { transaction } from '../../db/transaction-builder';
import { ConflictError, NotFoundError, ValidationError } from '../../errors';
import type { StaffCaller } from '../callers/callers';
import {
  IdempotentReplay,
  type IdempotentRequest,
  idempotencyPut,
  idempotent,
} from '../idempotency/idempotency';
import { sarOfHalalas } from '../money';
import { SALE, type SaleEntity } from '../sales/sales';
import {
  PAYMENT_PLAN,
  type PaymentPlanEntity,
  type ScheduleLine,
} from '../sales-support/init-sale-payment-plan';
import { allocatePayment } from './allocation';
import { expireOperation } from './expire-links';
import {
  countPaymentLanded,
  LostRace,
  readAgainIfStale,
  saleBalance,
  saleMoneyMove,
  untilSettled,
} from './pay';
import { nextReceiptNumber } from './receipt-numbers';
import { scopedSaleById } from './sale-access';
import {
  DRAFT_PAYABLE_KINDS,
  PAYABLE_SALE_STATUSES,
  SALE_OPERATION,
  type SaleOperationEntity,
} from './sale-operations';

/** How long a payment link is good for (STAFF-DOMAIN 6.2). */
export const LINK_MINUTES = 30;

/** Where the payer pays: the gateway's page for the operation (configured per stage; a placeholder locally). */
const gatewayPage = () => requireEnv('PAYMENT_GATEWAY_PAGE_URL');

/**
 * Make online payment: a `pending_gateway` operation (method `online`, no receipt number yet) with a
 * payment link that expires in 30 minutes. Pay's checks apply now (a payable sale, amount within the
 * balance: 422 on `amount`); nothing counts in the sale's totals until the gateway reports it paid.
 * An `Idempotency-Key` makes a retry answer the first operation.
 */
export async function makeOnlinePayment(
  viewer: StaffCaller,
  saleId: number,
  input: { amount: number; schedule_line?: number | undefined },
  request?: IdempotentRequest,
): Promise<SaleOperationEntity> {
  if (!Number.isInteger(input.amount) || input.amount <= 0)
    throw ValidationError.forField('amount', 'validation.gt.numeric', { value: 0 });
  return idempotent(
    request,
    async () => {
      const sale = await scopedSaleById(viewer, 'payments-and-refunds', saleId);
      if (!sale.pricing || !(PAYABLE_SALE_STATUSES as readonly string[]).includes(sale.status))
        throw new ConflictError('sale_operations.sale_not_payable');
      if (input.amount > saleBalance(sale))
        throw ValidationError.forField('amount', 'sale_operations.amount_over_balance', {
          balance: sarOfHalalas(saleBalance(sale)).toFixed(2),
        });
      const now = new Date();
      const id = await nextId(SALE_OPERATION);
      const token = randomUUID();
      const operation = await prepareCreate(
        SALE_OPERATION,
        {
          sale_id: saleId,
          kind: 'other',
          schedule_line: input.schedule_line ?? null,
          allocations: [],
          amount: input.amount,
          method: 'online',
          reference_no: null,
          gateway_token: token,
          paid_at: now.toISOString(),
          receipt_no: null,
          status: 'pending_gateway',
          payment_link: `${gatewayPage()}?operation=${id}&token=${token}`,
          link_expires_at: new Date(now.getTime() + LINK_MINUTES * 60_000).toISOString(),
          created_by_user_id: viewer.id,
        },
        { id, links: [{ type: SALE, id: saleId }] },
      );
      await transaction('make-online-payment', { budget: 12 })
        .add(request ? [idempotencyPut(request, { operation_id: id }, now)] : [])
        .include('payment', operation)
        .commit({ 'idempotency-key': () => new IdempotentReplay(), '*': () => new ConflictError() });
      return operation.entity;
    },
    async (result) => getEntity(SALE_OPERATION, Number(result.operation_id), 'operation'),
  );
}

/** The gateway's report on a payment, as its webhook states it (after the signature was checked). */
export interface GatewayOutcome {
  operation_id: number;
  /** The token of the link (`gateway_token`): a report names the payment it is for. */
  token: string;
  outcome: 'paid' | 'failed';
  /** The gateway's own transaction reference. */
  gateway_reference?: string | undefined;
  /** What the gateway took or tried to take, in halalas: when given it must be the operation's amount. */
  amount?: number | undefined;
}

/** Our own refusals of a `paid` report: the gateway's retry of that report answers the same failed operation. */
const REFUSED_PAID_REPORT = ['over_balance', 'sale_not_payable', 'over_payable'];

/**
 * Applies the gateway's report to a `pending_gateway` operation. `paid`: in one transaction as pay
 * (the year's receipt number, allocation, the sale's `paid_total` under the balance condition, the
 * settlement step). A sale paid meanwhile so that the amount no longer fits does not over-pay: the
 * operation is `failed` with `failure_reason` `over_balance` (`sale_not_payable`, `over_payable`
 * beyond a draft's earnest money and down payment), counted nowhere, for the gateway's refund.
 * `failed`: `failed`. A report past the link's expiry turns it `expired` (as the expiry job does)
 * and, as any report on an expired one, is a 409 `link_expired`. An `amount` other
 * than the operation's: 422. On a settled operation the same outcome (or a paid report we refused)
 * answers it unchanged (gateways retry); another is a 409.
 */
export async function settleOnlinePayment(
  report: GatewayOutcome,
  now = new Date(),
): Promise<SaleOperationEntity> {
  return untilSettled(async () => {
    const operation = await findEntity(SALE_OPERATION, report.operation_id);
    if (operation?.method !== 'online' || operation.gateway_token !== report.token)
      throw new NotFoundError('operation');
    if (report.amount !== undefined && report.amount !== operation.amount)
      throw ValidationError.forField('amount', 'sale_operations.gateway_amount_mismatch', {
        amount: sarOfHalalas(operation.amount).toFixed(2),
      });
    // A lapsed link never pays: the expiry job got there first, or this report expires it below.
    if (operation.status === 'expired') throw new ConflictError('sale_operations.link_expired');
    if (operation.status !== 'pending_gateway') {
      if (operation.status === report.outcome) return operation;
      const refusedPaid =
        report.outcome === 'paid' && REFUSED_PAID_REPORT.includes(operation.failure_reason ?? '');
      if (refusedPaid) return operation;
      throw new ConflictError('sale_operations.gateway_already_settled');
    }
    const reference = report.gateway_reference ?? null;
    // The payer had 30 minutes: a report after that expires the operation as the job would (a paid
    // one is the gateway's to refund) and is refused, as every later report on it is.
    if (Date.parse(operation.link_expires_at ?? '') < now.getTime()) {
      if (!(await expireOperation(operation, now))) throw new LostRace();
      throw new ConflictError('sale_operations.link_expired');
    }
    if (report.outcome === 'failed') return fail(operation, 'gateway_failed', reference);
    const sale = await getEntity(SALE, operation.sale_id, 'sale');
    if (!sale.pricing || !(PAYABLE_SALE_STATUSES as readonly string[]).includes(sale.status))
      return fail(operation, 'sale_not_payable', reference);
    if (operation.amount > saleBalance(sale)) return fail(operation, 'over_balance', reference);
    const plan = await getEntity(PAYMENT_PLAN, sale.id, 'payment plan');
    // A draft sale takes only its earnest money and down payment, as pay.
    const payable =
      sale.status === 'draft'
        ? { payable: (line: ScheduleLine) => DRAFT_PAYABLE_KINDS.includes(line.kind) }
        : {};
    const allocation = allocatePayment(plan.lines, operation.amount, {
      chosen: operation.schedule_line ?? undefined,
      ...payable,
    });
    if (typeof allocation === 'string') {
      readAgainIfStale(sale, plan);
      // The chosen line got paid meanwhile: the rest goes oldest first.
      const anyLine = allocatePayment(plan.lines, operation.amount, payable);
      if (typeof anyLine === 'string') return fail(operation, 'over_payable', reference);
      return pay(operation, sale, plan, anyLine, reference, now);
    }
    return pay(operation, sale, plan, allocation, reference, now);
  });
}

async function fail(operation: SaleOperationEntity, reason: string, reference: string | null) {
  const change = await prepareUpdate(
    SALE_OPERATION,
    operation.id,
    { status: 'failed', failure_reason: reason, reference_no: reference },
    { recordName: 'operation', current: operation },
  );
  await transaction('fail-online-payment', { budget: 12 })
    .include('payment', change)
    .commit({ '*': () => new LostRace() });
  return change.entity;
}

async function pay(
  operation: SaleOperationEntity,
  sale: SaleEntity,
  plan: PaymentPlanEntity,
  allocation: Exclude<ReturnType<typeof allocatePayment>, string>,
  reference: string | null,
  now: Date,
) {
  const receipt = await nextReceiptNumber(now);
  const firstLine = plan.lines.find((line) => line.sequence === allocation.allocations[0]?.sequence);
  const change = await prepareUpdate(
    SALE_OPERATION,
    operation.id,
    {
      status: 'paid',
      receipt_no: receipt.receipt_no,
      allocations: allocation.allocations,
      kind: firstLine?.kind ?? 'other',
      paid_at: now.toISOString(),
      reference_no: reference,
    },
    { recordName: 'operation', current: operation },
  );
  const planChange = await prepareUpdate(
    PAYMENT_PLAN,
    sale.id,
    { lines: allocation.lines },
    { recordName: 'payment plan', current: plan },
  );
  // Any refusal: a concurrent write moved what was read (number, operation, plan, sale): read again.
  await transaction('settle-online-payment', { budget: 40 })
    .add(receipt.guard)
    .include('payment', change)
    .include('payment-plan', planChange)
    .add(await saleMoneyMove(sale, operation.amount, { lines: allocation.lines }))
    .commit({ '*': () => new LostRace() });
  countPaymentLanded(operation.amount);
  return change.entity;
}
