import { randomUUID } from 'node:crypto';
import { nextId } from '../../db/counters';
import { getEntity, prepareCreate, prepareUpdate } from '../../db/entity-store';
import { when } from '../../db/expressions';
import { keys } from '../../db/keys';
import { txUpdate } from '../../db/transaction-builder';
import { transact } from '../../db/transactions';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../errors';
import { filePrefixes } from '../../files/file-prefixes';
import { putFile, safeFileName } from '../../files/files';
import type { UploadedFile } from '../../files/uploaded-file';
import { type Locale, type MessageKey, translate } from '../../i18n';
import { loadAcceptance, submitForAcceptance } from '../acceptances/engine';
import type { StaffCaller } from '../callers/callers';
import { COMPANY, COMPANY_ID } from '../company/company';
import { type IdempotentRequest, idempotencyPut, idempotent } from '../idempotency/idempotency';
import { sarOfHalalas } from '../money';
import { retryRaces } from '../retry';
import { SUPPLY_REQUEST, SUPPLY_REQUEST_MODELABLE } from '../supply-requests/supply-requests';
import { paymentProgress } from './order-money';
import {
  PAYMENT,
  type Payment,
  type PaymentEntity,
  PURCHASE_ORDER,
  type PurchaseOrderEntity,
} from './purchase-orders';
import {
  paymentPolicyName,
  paymentRoomMove,
  paymentSubject,
  purchasePaymentApprovable,
} from './purchasing-approvables';
import { takeVoucherNumber } from './purchasing-numbers';
import { payable, scopedOrder, staffPaymentRecord } from './staff-orders';

/** How a supplier is paid. */
export const PURCHASE_PAYMENT_METHODS = ['bank_transfer', 'cheque', 'cash'] as const;
export type PurchasePaymentMethod = (typeof PURCHASE_PAYMENT_METHODS)[number];

/** Orders that may be paid: issued and on (every receipt state); not waiting for budget, cancelled or closed. */
const PAYABLE_STATUSES = ['issued', 'on_hold', 'partially_received', 'received'];
/** Stores a payment's receipt file under its order; answers its key (kept as the payment's `receipt`). */
async function storeReceipt(orderId: number, file: UploadedFile | undefined): Promise<string | undefined> {
  if (!file) return undefined;
  const key = `${filePrefixes.purchasing}payments/${orderId}/${randomUUID()}-${safeFileName(file.filename)}`;
  await putFile(key, file.content, file.mimetype);
  return key;
}

export interface PayInput {
  /** Halalas, with VAT. */
  amount: number;
  method: PurchasePaymentMethod;
  /** Riyadh date. */
  payment_date: string;
  bank_reference?: string | undefined;
  /** The transfer's receipt (a bank slip), stored before the payment is written. */
  receipt_file?: UploadedFile | undefined;
}

/** 422 on `amount` naming the limit when it is over what M1 or M2 leave (`room`: halalas). */
function checkRooms(order: PurchaseOrderEntity, amount: number, giveBack = 0) {
  const rooms = payable(order);
  const underTotal = rooms.total + giveBack;
  const underDelivery = rooms.deliverable + giveBack;
  if (amount > underTotal)
    throw ValidationError.forField('amount', 'purchasing.payment_over_total', {
      max_allowed: sarOfHalalas(Math.min(underTotal, underDelivery)).toFixed(2),
    });
  if (amount > underDelivery)
    throw ValidationError.forField('amount', 'purchasing.payment_ahead_of_delivery', {
      max_allowed: sarOfHalalas(underDelivery).toFixed(2),
    });
}

/**
 * Payment pay: a payment (`PV-YYYY-NNNNNN`, `pending`) of an issued order, in one transaction with
 * its approval (`purchase_payment`) and the order's guards: M1 `payment_room >= :amount` and M2
 * `delivery_room >= :amount`, both moved (422 on `amount` naming `max_allowed`; a racing payment
 * that took the room is answered on a fresh read). Before anything is received it is an advance.
 * An `Idempotency-Key` answers a retry with the first payment.
 */
export async function payOrder(
  caller: StaffCaller,
  orderId: number,
  input: PayInput,
  key: IdempotentRequest | undefined,
) {
  return idempotent(
    key,
    () => retryRaces(() => payOnce(caller, orderId, input, key)),
    async (result) => staffPaymentRecord(await getEntity(PAYMENT, Number(result.payment_id), 'payment')),
  );
}

async function payOnce(
  caller: StaffCaller,
  orderId: number,
  input: PayInput,
  key: IdempotentRequest | undefined,
) {
  const order = await scopedOrder(caller, orderId);
  if (!PAYABLE_STATUSES.includes(order.status))
    throw new ConflictError('purchasing.order_not_payable', { status: order.status });
  checkRooms(order, input.amount);
  const receipt = await storeReceipt(order.id, input.receipt_file);
  const now = new Date();
  const paymentId = await nextId(PAYMENT);
  const number = await takeVoucherNumber('PV', now);
  const attributes: Payment = {
    paid_by_id: null,
    modelable_id: order.id,
    modelable_type: 'PurchaseOrder',
    amount: input.amount,
    paid_at: null,
    status: 'pending',
    receipt: receipt ?? null,
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
        { id: paymentId, links: [{ type: PURCHASE_ORDER, id: order.id }] },
      );
      created = payment.entity;
      return [
        paymentRoomMove(order.id, input.amount).item,
        ...payment.items,
        ...(key ? [idempotencyPut(key, { payment_id: paymentId }, now).item] : []),
      ];
    },
  });
  return staffPaymentRecord(created as PaymentEntity);
}

export interface PaymentChanges {
  amount?: number | undefined;
  method?: PurchasePaymentMethod | undefined;
  payment_date?: string | undefined;
  bank_reference?: string | undefined;
  paid_at?: string | undefined;
  receipt?: string | undefined;
  receipt_file?: UploadedFile | undefined;
}

/**
 * Payment edit pay. A `pending` payment (`purchasing.payments.request`): any field; a new amount
 * moves the order's guards by the difference (M1, M2 with the old amount given back) and must stay
 * within the approval chain it was submitted with. An `approved` payment is executed by finance
 * (`purchasing.payments.execute`): `paid_at` (default now), `bank_reference`, `receipt` → `paid`,
 * the order's `payments_paid` and `payment_status` moved, in one transaction conditioned on the
 * versions read. Another status: 409.
 */
export async function updateOrderPayment(
  caller: StaffCaller,
  orderId: number,
  paymentId: number,
  changes: PaymentChanges,
) {
  return retryRaces(async () => {
    const order = await scopedOrder(caller, orderId);
    const payment = await getEntity(PAYMENT, paymentId, 'payment');
    // The order's own payments, and its supply requests' (they name the order too).
    const ofOrder =
      payment.modelable_type === 'PurchaseOrder'
        ? payment.modelable_id === order.id
        : payment.purchase_order_id === order.id;
    if (!ofOrder) throw new NotFoundError('payment');
    if (payment.status === 'pending') return editPending(caller, order, payment, changes);
    if (payment.status === 'approved') return execute(caller, order, payment, changes);
    throw new ConflictError('purchasing.payment_not_editable', { status: payment.status });
  });
}

const holds = (caller: StaffCaller, ability: string) =>
  caller.abilities.includes('*') || caller.abilities.includes(ability);

async function editPending(
  caller: StaffCaller,
  order: PurchaseOrderEntity,
  payment: PaymentEntity,
  changes: PaymentChanges,
) {
  if (!holds(caller, 'purchasing.payments.request')) throw new ForbiddenError();
  const amount = changes.amount ?? payment.amount;
  const delta = amount - payment.amount;
  if (delta !== 0) {
    checkRooms(order, amount, payment.amount);
    const acceptance = payment.acceptance_id ? await loadAcceptance(payment.acceptance_id) : undefined;
    const now = paymentPolicyName(paymentSubject({ ...payment, amount }, order.number ?? ''));
    if (acceptance && acceptance.policy_name !== now)
      throw ValidationError.forField('amount', 'purchasing.payment_chain_changes');
  }
  const updated = await prepareUpdate(
    PAYMENT,
    payment.id,
    {
      amount,
      method: changes.method ?? payment.method ?? null,
      payment_date: changes.payment_date ?? payment.payment_date ?? null,
      bank_reference: changes.bank_reference ?? payment.bank_reference ?? null,
    },
    {
      recordName: 'payment',
      current: payment,
      condition: when.eq('status', 'pending'),
      also:
        delta !== 0
          ? [
              paymentRoomMove(order.id, delta).item,
              // A supply request's payment stays within the request's value too (M3).
              ...(payment.modelable_type === SUPPLY_REQUEST_MODELABLE
                ? [
                    txUpdate(
                      'supply-request-payment-room',
                      keys.entity(SUPPLY_REQUEST, payment.modelable_id),
                      {
                        add: { payment_room: -delta, payments_committed: delta, version: 1 },
                        condition: delta > 0 ? when.ge('payment_room', delta) : when.itemExists(),
                      },
                    ).item,
                  ]
                : []),
            ]
          : [],
    },
  );
  await transact(updated.items, (index) => {
    if (index === updated.items.length - 1 && delta > 0)
      return ValidationError.forField('amount', 'purchasing.payment_over_total', {
        max_allowed: sarOfHalalas(payable(order).most + payment.amount).toFixed(2),
      });
    return new ConflictError();
  });
  return staffPaymentRecord(updated.entity);
}

async function execute(
  caller: StaffCaller,
  order: PurchaseOrderEntity,
  payment: PaymentEntity,
  changes: PaymentChanges,
) {
  if (!holds(caller, 'purchasing.payments.execute')) throw new ForbiddenError();
  const stored = await storeReceipt(order.id, changes.receipt_file);
  const paid = (order.payments_paid ?? 0) + payment.amount;
  const orderMove = await prepareUpdate(
    PURCHASE_ORDER,
    order.id,
    { payments_paid: paid, payment_status: paymentProgress(paid, order.total) },
    { recordName: 'purchase order', current: order },
  );
  const updated = await prepareUpdate(
    PAYMENT,
    payment.id,
    {
      status: 'paid',
      paid_at: changes.paid_at ?? new Date().toISOString(),
      paid_by_id: caller.id,
      executed_by_id: caller.id,
      bank_reference: changes.bank_reference ?? payment.bank_reference ?? null,
      receipt: stored ?? changes.receipt ?? payment.receipt ?? null,
    },
    {
      recordName: 'payment',
      current: payment,
      condition: when.eq('status', 'approved'),
      also: [
        ...orderMove.items,
        // A supply request's payment counts in its request's `paid` too.
        ...(payment.modelable_type === SUPPLY_REQUEST_MODELABLE
          ? [
              txUpdate('supply-request-paid', keys.entity(SUPPLY_REQUEST, payment.modelable_id), {
                add: { paid: payment.amount, version: 1 },
              }).item,
            ]
          : []),
      ],
    },
  );
  await transact(updated.items, () => new ConflictError());
  return staffPaymentRecord(updated.entity);
}

/**
 * The payment form of an order: what may still be paid under M1 (the total less payments) and M2
 * (the advance and value received less payments), the smaller as `max_allowed` (SAR), whether a
 * payment now is an advance, the methods and the company's bank accounts.
 */
export async function paymentFormData(caller: StaffCaller, orderId: number, locale: Locale) {
  const order = await scopedOrder(caller, orderId);
  const company = await getEntity(COMPANY, COMPANY_ID, 'company');
  const rooms = payable(order);
  return {
    purchase_order_id: order.id,
    total: sarOfHalalas(order.total),
    payments_committed: sarOfHalalas(order.payments_committed ?? 0),
    remaining_under_total: sarOfHalalas(rooms.total),
    remaining_under_delivery: sarOfHalalas(rooms.deliverable),
    max_allowed: sarOfHalalas(rooms.most),
    is_advance: (order.received_value ?? 0) <= 0,
    methods: PURCHASE_PAYMENT_METHODS.map((value) => ({
      value,
      label: translate(locale, `purchasing.method.${value}` as MessageKey),
    })),
    bank_accounts: company.bank_accounts.map((account, index) => ({
      id: index + 1,
      bank_name: locale === 'ar' && account.bank_name_ar ? account.bank_name_ar : account.bank_name,
      account_name: account.account_name,
      iban: account.iban,
    })),
  };
}
