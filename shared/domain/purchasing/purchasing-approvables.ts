import { findEntity, getEntity, linkedIds, loadEntities, prepareUpdate } from '../../db/entity-store';
import { when } from '../../db/expressions';
import { keys } from '../../db/keys';
import { txUpdate } from '../../db/transaction-builder';
import type { TransactItem } from '../../db/transactions';
import { ValidationError } from '../../errors';
import type {
  AcceptancePolicy,
  ApprovableSubject,
  ApprovableType,
  DecisionContext,
} from '../acceptances/approvable-types';
import { approvableSubject } from '../acceptances/approvable-types';
import { sarOfHalalas } from '../money';
import { PROJECT_ITEM } from '../projects/project-items';
import { SUPPLY_REQUEST, SUPPLY_REQUEST_MODELABLE } from '../supply-requests/supply-requests';
import type { ScopedFields } from '../users/row-scope';
import { OFFERS_COMPARISON, type OffersComparisonEntity } from './offers-comparisons';
import {
  PAYMENT,
  type PaymentEntity,
  PURCHASE_ORDER,
  PURCHASE_ORDER_DETAIL,
  PURCHASE_REQUEST,
  PURCHASE_REQUEST_DETAIL,
  PURCHASE_REQUEST_OFFER,
  type PurchaseOrderEntity,
} from './purchase-orders';
import { RAISE_BUDGET, type RaiseBudgetEntity } from './raise-budgets';

/** Comparisons: their project, else who asked. */
const COMPARISON_SCOPE: ScopedFields = { owner: 'requested_by_id', project: 'project_id' };
const PAYMENT_SCOPE: ScopedFields = { owner: 'requested_by_id', project: 'project_id' };
const RAISE_BUDGET_SCOPE: ScopedFields = { owner: 'requested_by_user_id', project: 'project_id' };

const role = (name: string, roleName: string) => ({
  name,
  reviewer: { kind: 'role' as const, role: roleName },
});
const PROCUREMENT_MANAGER = role('Procurement manager', 'procurement_manager');
const FINANCE_MANAGER = role('Finance manager', 'finance_manager');
const GENERAL_MANAGER = role('General manager', 'general_manager');

/** An amount in SAR just above a threshold (policies compare `amount >= min_amount`). */
const above = (sar: number) => sar + 0.01;

const summaryBase = (acceptance: { title_en: string; title_ar: string }) => ({
  title: { en: acceptance.title_en, ar: acceptance.title_ar },
  percentage: null,
  client_id: null,
  unit_id: null,
  starts_at: null,
  ends_at: null,
});

/** The version bump every raw guard update carries, so a write read before it is refused (409). */
const bumped = { version: 1 };

// --- offers_comparison -------------------------------------------------------------------------

/** A comparison as the engine shows it: the recommended total (SAR, without VAT), sole source as subtype. */
export function comparisonSubject(
  comparison: Pick<
    OffersComparisonEntity,
    'number' | 'recommended_total' | 'project_id' | 'sole_source_reason' | 'requested_by_id'
  >,
): ApprovableSubject {
  const total = sarOfHalalas(comparison.recommended_total);
  return {
    summary: {
      en: `Offers comparison ${comparison.number}: SAR ${total.toFixed(2)}`,
      ar: `مقارنة عروض ${comparison.number}: ${total.toFixed(2)} ريال`,
    },
    amount: total,
    project_id: comparison.project_id,
    client_id: null,
    subtype: comparison.sole_source_reason ? 'sole_source' : null,
    requester_id: comparison.requested_by_id,
  };
}

/** The items that move a comparison's offers and its request (the versions read, bumped). */
async function comparisonClosing(
  context: DecisionContext,
  status: 'approved' | 'rejected' | 'cancelled',
): Promise<TransactItem[]> {
  const comparison = await getEntity(OFFERS_COMPARISON, context.id, 'offers comparison');
  const awarded = new Set(comparison.awards.map((award) => award.offer_id));
  const items: TransactItem[] = [];
  const updated = await prepareUpdate(
    OFFERS_COMPARISON,
    comparison.id,
    { status, decided_at: context.at },
    { recordName: 'offers comparison', current: comparison },
  );
  items.push(...updated.items);
  for (const offerId of comparison.offer_ids) {
    const offerStatus =
      status === 'approved' ? (awarded.has(offerId) ? 'selected' : 'not_selected') : 'received';
    items.push(
      txUpdate(`offer-${offerId}`, keys.entity(PURCHASE_REQUEST_OFFER, offerId), {
        set: { status: offerStatus },
        add: bumped,
        condition: when.eq('status', 'under_comparison'),
      }).item,
    );
  }
  items.push(
    txUpdate('request', keys.entity(PURCHASE_REQUEST, comparison.purchase_request_id), {
      set: { sourcing_status: status === 'approved' ? 'offer_selected' : 'offers_received' },
      add: bumped,
    }).item,
  );
  return items;
}

const comparisonPolicies: AcceptancePolicy[] = [
  {
    name: 'offers comparison, sole source',
    conditions: { subtype: 'sole_source' },
    steps: [PROCUREMENT_MANAGER, GENERAL_MANAGER],
    bulk_allowed: false,
  },
  {
    name: 'offers comparison over 500,000',
    conditions: { min_amount: above(500_000) },
    steps: [PROCUREMENT_MANAGER, GENERAL_MANAGER],
    bulk_allowed: false,
  },
  { name: 'offers comparison', steps: [PROCUREMENT_MANAGER], bulk_allowed: false },
];

/**
 * `offers_comparison` (STAFF-DOMAIN-2 1.5): the procurement manager; over 500,000 SAR or a sole
 * source the general manager too; never in bulk. Approved: the awarded offers `selected`, the others
 * `not_selected`, the request's sourcing `offer_selected`. Rejected or cancelled: the offers back to
 * `received`, the request's sourcing back to `offers_received` (a new comparison may follow).
 */
export const offersComparisonApprovable: ApprovableType = {
  type: 'offers_comparison',
  recordName: 'offers comparison',
  policies: comparisonPolicies,
  subject: approvableSubject({
    kind: 'offers_comparison',
    family: 'purchasing',
    viewAbility: 'purchasing.orders.view',
    scope: COMPARISON_SCOPE,
    load: (id) => findEntity(OFFERS_COMPARISON, id),
    showPath: (comparison) => `/purchasing/purchase-requests/${comparison.purchase_request_id}`,
    summary: (comparison, acceptance) => ({
      ...summaryBase(acceptance),
      amount: sarOfHalalas(comparison.recommended_total),
      project_id: comparison.project_id,
      requested_at: comparison.created_at,
      requester_id: comparison.requested_by_id,
    }),
  }),
  describe: async (id) => {
    const comparison = await findEntity(OFFERS_COMPARISON, id);
    return comparison ? comparisonSubject(comparison) : undefined;
  },
  onApproved: (context) => comparisonClosing(context, 'approved'),
  onRejected: (context) => comparisonClosing(context, 'rejected'),
  onCancelled: (context) => comparisonClosing(context, 'cancelled'),
};

// --- raise_budget ------------------------------------------------------------------------------

/** A raise budget as the engine shows it: the shortfall in SAR. */
export function raiseBudgetSubject(
  raise: Pick<
    RaiseBudgetEntity,
    'id' | 'amount' | 'project_id' | 'requested_by_user_id' | 'purchase_order_id'
  >,
  orderNumber: string,
): ApprovableSubject {
  const amount = sarOfHalalas(raise.amount);
  return {
    summary: {
      en: `Raise budget by SAR ${amount.toFixed(2)} for ${orderNumber}`,
      ar: `رفع الميزانية بمبلغ ${amount.toFixed(2)} ريال لأمر الشراء ${orderNumber}`,
    },
    amount,
    project_id: raise.project_id,
    client_id: null,
    subtype: null,
    requester_id: raise.requested_by_user_id,
  };
}

/** The request lines an order took (Q1) given back: the order cancelled before it was issued. */
export async function orderLinesReturned(order: PurchaseOrderEntity): Promise<TransactItem[]> {
  const detailIds = await linkedIds({ type: PURCHASE_ORDER, id: order.id }, PURCHASE_ORDER_DETAIL);
  const lineIds = await linkedIds(
    { type: PURCHASE_REQUEST, id: order.purchase_request_id },
    PURCHASE_REQUEST_DETAIL,
  );
  const loaded = await loadEntities([
    ...detailIds.map((id) => ({ type: PURCHASE_ORDER_DETAIL, id })),
    ...lineIds.map((id) => ({ type: PURCHASE_REQUEST_DETAIL, id })),
  ]);
  const details = loaded.list(PURCHASE_ORDER_DETAIL, detailIds);
  // The request's order status once the lines are given back (as send-order derives it).
  const after = loaded.list(PURCHASE_REQUEST_DETAIL, lineIds).map((line) => ({
    amount: line.amount,
    orderable_qty:
      (line.orderable_qty ?? line.amount ?? 0) +
      details
        .filter((detail) => detail.request_details_id === line.id)
        .reduce((sum, detail) => sum + (detail.ordered_qty ?? 0), 0),
  }));
  const asked = after.reduce((sum, line) => sum + (line.amount ?? 0), 0);
  const open = after.reduce((sum, line) => sum + line.orderable_qty, 0);
  const status = open <= 0 ? 'ordered' : open >= asked ? 'not_ordered' : 'partially_ordered';
  const requestStatus = txUpdate(
    'request-order-status',
    keys.entity(PURCHASE_REQUEST, order.purchase_request_id),
    {
      set: { order_status: status },
      add: bumped,
    },
  ).item;
  return [
    requestStatus,
    ...details
      .filter((detail) => typeof detail.request_details_id === 'number' && (detail.ordered_qty ?? 0) > 0)
      .map(
        (detail) =>
          txUpdate(
            `request-line-${detail.request_details_id}`,
            keys.entity(PURCHASE_REQUEST_DETAIL, detail.request_details_id as number),
            {
              add: {
                orderable_qty: detail.ordered_qty ?? 0,
                ordered_qty: -(detail.ordered_qty ?? 0),
                ...bumped,
              },
            },
          ).item,
      ),
  ];
}

async function raiseBudgetClosing(
  context: DecisionContext,
  decision: 'approved' | 'rejected',
): Promise<TransactItem[]> {
  const raise = await getEntity(RAISE_BUDGET, context.id, 'raise budget');
  const order = await getEntity(PURCHASE_ORDER, raise.purchase_order_id, 'purchase order');
  const items: TransactItem[] = [];
  items.push(
    ...(
      await prepareUpdate(
        RAISE_BUDGET,
        raise.id,
        { status: decision, decided_at: context.at, approved_by_user_id: context.deciderId },
        { recordName: 'raise budget', current: raise },
      )
    ).items,
  );
  if (decision === 'approved') {
    const subtotal = order.subtotal ?? order.total;
    const itemId = raise.project_item_id ?? order.project_item_id;
    if (typeof itemId === 'number') {
      const item = await getEntity(PROJECT_ITEM, itemId, 'project item');
      // The raise covers the shortfall read at send-order; budget taken since leaves it short.
      if (item.remaining + raise.amount < subtotal)
        throw ValidationError.forField('amount', 'purchasing.budget_still_short', {
          max_allowed: sarOfHalalas(item.remaining + raise.amount).toFixed(2),
        });
      items.push(
        txUpdate('project-item-budget', keys.entity(PROJECT_ITEM, itemId), {
          add: { budget: raise.amount, remaining: raise.amount - subtotal, committed: subtotal, ...bumped },
          condition: when.ge('remaining', subtotal - raise.amount),
        }).item,
      );
    }
    items.push(
      ...(
        await prepareUpdate(
          PURCHASE_ORDER,
          order.id,
          { status: 'issued' },
          { recordName: 'purchase order', current: order, condition: when.eq('status', 'pending_budget') },
        )
      ).items,
    );
  } else {
    items.push(
      ...(
        await prepareUpdate(
          PURCHASE_ORDER,
          order.id,
          { status: 'cancelled' },
          { recordName: 'purchase order', current: order, condition: when.eq('status', 'pending_budget') },
        )
      ).items,
      ...(await orderLinesReturned(order)),
    );
  }
  return items;
}

/**
 * `raise_budget` (STAFF-DOMAIN-2 1.5): the finance manager; over 250,000 SAR the general manager
 * too; never in bulk. Approved: the budget line raised by the amount and the order's subtotal
 * committed (`remaining` conditioned), the order `issued`. Rejected or cancelled: the order
 * `cancelled` and the request lines' orderable quantities given back.
 */
export const raiseBudgetApprovable: ApprovableType = {
  type: 'raise_budget',
  recordName: 'raise budget',
  policies: [
    {
      name: 'raise budget over 250,000',
      conditions: { min_amount: above(250_000) },
      steps: [FINANCE_MANAGER, GENERAL_MANAGER],
      bulk_allowed: false,
    },
    { name: 'raise budget', steps: [FINANCE_MANAGER], bulk_allowed: false },
  ],
  subject: approvableSubject({
    kind: 'raise_budget',
    family: 'purchasing',
    viewAbility: 'purchasing.orders.view',
    scope: RAISE_BUDGET_SCOPE,
    load: (id) => findEntity(RAISE_BUDGET, id),
    showPath: (raise) => `/purchasing/purchase-orders/${raise.purchase_order_id}`,
    summary: (raise, acceptance) => ({
      ...summaryBase(acceptance),
      amount: sarOfHalalas(raise.amount),
      project_id: raise.project_id,
      requested_at: raise.created_at,
      requester_id: raise.requested_by_user_id,
    }),
  }),
  describe: async (id) => {
    const raise = await findEntity(RAISE_BUDGET, id);
    const order = raise ? await findEntity(PURCHASE_ORDER, raise.purchase_order_id) : undefined;
    return raise && order ? raiseBudgetSubject(raise, order.number ?? `#${order.id}`) : undefined;
  },
  onApproved: (context) => raiseBudgetClosing(context, 'approved'),
  onRejected: (context) => raiseBudgetClosing(context, 'rejected'),
  onCancelled: (context) => raiseBudgetClosing(context, 'rejected'),
};

// --- purchase_payment --------------------------------------------------------------------------

/** A payment as the engine shows it: its amount in SAR (with VAT); an advance as subtype. */
export function paymentSubject(
  payment: Pick<PaymentEntity, 'amount' | 'number' | 'is_advance' | 'project_id' | 'requested_by_id'>,
  orderNumber: string,
): ApprovableSubject {
  const amount = sarOfHalalas(payment.amount);
  return {
    summary: {
      en: `Payment ${payment.number ?? ''} of SAR ${amount.toFixed(2)} on ${orderNumber}`,
      ar: `دفعة ${payment.number ?? ''} بمبلغ ${amount.toFixed(2)} ريال على أمر الشراء ${orderNumber}`,
    },
    amount,
    project_id: payment.project_id ?? null,
    client_id: null,
    subtype: payment.is_advance ? 'advance' : null,
    requester_id: payment.requested_by_id ?? 0,
  };
}

/** The payment's order rooms given back (M1, M2), with the payment's own change. */
async function paymentClosing(
  context: DecisionContext,
  status: 'approved' | 'rejected' | 'cancelled',
): Promise<TransactItem[]> {
  const payment = await getEntity(PAYMENT, context.id, 'payment');
  const items = [
    ...(
      await prepareUpdate(
        PAYMENT,
        payment.id,
        { status },
        { recordName: 'payment', current: payment, condition: when.eq('status', 'pending') },
      )
    ).items,
  ];
  if (status !== 'approved' && typeof payment.purchase_order_id === 'number')
    items.push(paymentRoomMove(payment.purchase_order_id, -payment.amount).item);
  // A supply request's payment gives its room on the request back too (M3).
  if (status !== 'approved' && payment.modelable_type === SUPPLY_REQUEST_MODELABLE)
    items.push(
      txUpdate('supply-request-payment-room', keys.entity(SUPPLY_REQUEST, payment.modelable_id), {
        add: { payment_room: payment.amount, payments_committed: -payment.amount, ...bumped },
      }).item,
    );
  return items;
}

/**
 * The order's guard move of a payment of `amount` halalas (negative: given back): committed up,
 * both rooms down, each conditioned to stay >= 0 (M1, M2) when taking room.
 */
export const paymentRoomMove = (orderId: number, amount: number) =>
  txUpdate('order-payment-room', keys.entity(PURCHASE_ORDER, orderId), {
    add: { payment_room: -amount, delivery_room: -amount, payments_committed: amount, ...bumped },
    condition:
      amount > 0
        ? when.and(when.itemExists(), when.ge('payment_room', amount), when.ge('delivery_room', amount))
        : when.itemExists(),
  });

/** The payment chain: an advance starts with the procurement manager; over 100,000 SAR ends with the general manager. */
const paymentPolicies: AcceptancePolicy[] = [
  {
    name: 'advance payment over 100,000',
    conditions: { subtype: 'advance', min_amount: above(100_000) },
    steps: [PROCUREMENT_MANAGER, FINANCE_MANAGER, GENERAL_MANAGER],
    bulk_allowed: false,
  },
  {
    name: 'advance payment',
    conditions: { subtype: 'advance' },
    steps: [PROCUREMENT_MANAGER, FINANCE_MANAGER],
    bulk_allowed: false,
  },
  {
    name: 'payment over 100,000',
    conditions: { min_amount: above(100_000) },
    steps: [FINANCE_MANAGER, GENERAL_MANAGER],
    bulk_allowed: false,
  },
  { name: 'payment', steps: [FINANCE_MANAGER], bulk_allowed: false },
];

/**
 * `purchase_payment` (STAFF-DOMAIN-2 1.5): the finance manager; over 100,000 SAR the general
 * manager too; an advance (nothing received yet) has the procurement manager first; never in bulk.
 * Approved: the payment `approved` (finance executes it later). Rejected or cancelled: its room
 * on the order given back.
 */
export const purchasePaymentApprovable: ApprovableType = {
  type: 'purchase_payment',
  recordName: 'payment',
  policies: paymentPolicies,
  subject: approvableSubject({
    kind: 'purchase_payment',
    family: 'purchasing',
    viewAbility: 'purchasing.orders.view',
    scope: PAYMENT_SCOPE,
    load: (id) => findEntity(PAYMENT, id),
    showPath: (payment) => `/purchasing/purchase-orders/${payment.purchase_order_id ?? payment.modelable_id}`,
    summary: (payment, acceptance) => ({
      ...summaryBase(acceptance),
      amount: sarOfHalalas(payment.amount),
      project_id: payment.project_id ?? null,
      requested_at: payment.created_at,
      requester_id: payment.requested_by_id ?? null,
    }),
  }),
  describe: async (id) => {
    const payment = await findEntity(PAYMENT, id);
    const order = payment
      ? await findEntity(PURCHASE_ORDER, payment.purchase_order_id ?? payment.modelable_id)
      : undefined;
    return payment && order ? paymentSubject(payment, order.number ?? `#${order.id}`) : undefined;
  },
  onApproved: (context) => paymentClosing(context, 'approved'),
  onRejected: (context) => paymentClosing(context, 'rejected'),
  onCancelled: (context) => paymentClosing(context, 'cancelled'),
};

/** The policy a payment's subject would be approved by now (an edit keeps the chain it was submitted with). */
export const paymentPolicyName = (subject: ApprovableSubject) =>
  paymentPolicies.find(({ conditions = {} }) => {
    const amount = subject.amount ?? 0;
    if (conditions.min_amount !== undefined && amount < conditions.min_amount) return false;
    if (conditions.subtype !== undefined && subject.subtype !== conditions.subtype) return false;
    return true;
  })?.name ?? null;
