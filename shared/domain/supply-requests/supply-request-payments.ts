import { nextId } from '../../db/counters';
import { getEntity, prepareCreate } from '../../db/entity-store';
import { when } from '../../db/expressions';
import { keys } from '../../db/keys';
import { txUpdate } from '../../db/transaction-builder';
import { ConflictError, ValidationError } from '../../errors';
import { submitForAcceptance } from '../acceptances/engine';
import type { StaffCaller } from '../callers/callers';
import { type IdempotentRequest, idempotencyPut, idempotent } from '../idempotency/idempotency';
import { sarOfHalalas } from '../money';
import type { PayInput } from '../purchasing/order-payments';
import { PAYMENT, type Payment, type PaymentEntity, PURCHASE_ORDER } from '../purchasing/purchase-orders';
import {
  paymentRoomMove,
  paymentSubject,
  purchasePaymentApprovable,
} from '../purchasing/purchasing-approvables';
import { takeVoucherNumber } from '../purchasing/purchasing-numbers';
import { payable, staffPaymentRecord } from '../purchasing/staff-orders';
import { retryRaces } from '../retry';
import { scopedSupplyRequest } from './supply-request-writes';
import { SUPPLY_REQUEST, SUPPLY_REQUEST_MODELABLE, type SupplyRequestEntity } from './supply-requests';

/** The request states a payment is asked in: approved, and on while its goods arrive. */
const PAYABLE_REQUESTS = ['approved', 'partially_received', 'received'];
/** The order states a payment is asked in (as the order's own payments). */
const PAYABLE_ORDERS = ['issued', 'on_hold', 'partially_received', 'received'];
/**
 * The supply request's guard move of a payment of `amount` halalas (negative: given back):
 * committed up, `payment_room` down, conditioned to stay >= 0 when taking room (M3).
 */
export const supplyPaymentRoomMove = (requestId: number, amount: number) =>
  txUpdate('supply-request-payment-room', keys.entity(SUPPLY_REQUEST, requestId), {
    add: { payment_room: -amount, payments_committed: amount, version: 1 },
    condition: amount > 0 ? when.and(when.itemExists(), when.ge('payment_room', amount)) : when.itemExists(),
  });

/** 422 on `amount` naming the limit when it is over what M3 (the request), M1 or M2 (the order) leave. */
function checkRooms(request: SupplyRequestEntity, rooms: ReturnType<typeof payable>, amount: number) {
  const underValue = Math.max(request.payment_room, 0);
  const most = Math.min(underValue, rooms.most);
  if (amount > underValue)
    throw ValidationError.forField('amount', 'supply.payment_over_value', {
      max_allowed: sarOfHalalas(most).toFixed(2),
    });
  if (amount > rooms.total)
    throw ValidationError.forField('amount', 'purchasing.payment_over_total', {
      max_allowed: sarOfHalalas(most).toFixed(2),
    });
  if (amount > rooms.deliverable)
    throw ValidationError.forField('amount', 'purchasing.payment_ahead_of_delivery', {
      max_allowed: sarOfHalalas(most).toFixed(2),
    });
}

/**
 * supply request: create-payment. A payment (`PV-YYYY-NNNNNN`, `pending`, modelable
 * `SupplyRequest`, its order named) of an approved supply request, in one transaction with its
 * approval (`purchase_payment`) and three rooms: the request's `payment_room` (M3: its payments
 * never above its value) and the order's `payment_room` and `delivery_room` (M1, M2), each
 * `>= :amount` and moved. Over one: 422 on `amount` naming `max_allowed` (a racing payment that
 * took the room is answered on a fresh read). An `Idempotency-Key` answers a retry with the first.
 */
export async function paySupplyRequest(
  caller: StaffCaller,
  requestId: number,
  input: PayInput,
  key: IdempotentRequest | undefined,
) {
  return idempotent(
    key,
    () => retryRaces(() => payOnce(caller, requestId, input, key)),
    async (result) => staffPaymentRecord(await getEntity(PAYMENT, Number(result.payment_id), 'payment')),
  );
}

async function payOnce(
  caller: StaffCaller,
  requestId: number,
  input: PayInput,
  key: IdempotentRequest | undefined,
) {
  const request = await scopedSupplyRequest(caller, requestId);
  if (!PAYABLE_REQUESTS.includes(request.status))
    throw new ConflictError('supply.not_payable', { status: request.status });
  const order = await getEntity(PURCHASE_ORDER, request.purchase_order_id, 'purchase order');
  if (!PAYABLE_ORDERS.includes(order.status))
    throw new ConflictError('purchasing.order_not_payable', { status: order.status });
  checkRooms(request, payable(order), input.amount);
  const now = new Date();
  const paymentId = await nextId(PAYMENT);
  const number = await takeVoucherNumber('PV', now);
  const attributes: Payment = {
    paid_by_id: null,
    modelable_id: request.id,
    modelable_type: SUPPLY_REQUEST_MODELABLE,
    amount: input.amount,
    paid_at: null,
    status: 'pending',
    receipt: null,
    purchase_order_id: order.id,
    number,
    method: input.method,
    bank_reference: input.bank_reference ?? null,
    payment_date: input.payment_date,
    is_advance: (order.received_value ?? 0) <= 0,
    acceptance_id: null,
    requested_by_id: caller.id,
    executed_by_id: null,
    project_id: order.project_id,
  };
  let created: PaymentEntity | undefined;
  await submitForAcceptance(purchasePaymentApprovable, paymentId, {
    subject: paymentSubject(attributes, order.number ?? `#${order.id}`),
    also: async (acceptanceId) => {
      const payment = await prepareCreate(
        PAYMENT,
        { ...attributes, acceptance_id: acceptanceId },
        {
          id: paymentId,
          links: [
            { type: PURCHASE_ORDER, id: order.id },
            { type: SUPPLY_REQUEST, id: request.id },
          ],
        },
      );
      created = payment.entity;
      return [
        paymentRoomMove(order.id, input.amount).item,
        supplyPaymentRoomMove(request.id, input.amount).item,
        ...payment.items,
        ...(key ? [idempotencyPut(key, { payment_id: paymentId }, now).item] : []),
      ];
    },
  });
  return staffPaymentRecord(created as PaymentEntity);
}
