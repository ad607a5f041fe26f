import { nextId } from '../../db/counters';
import { findEntity, listPage, loadEntities, prepareCreate, prepareUpdate } from '../../db/entity-store';
import { when } from '../../db/expressions';
import { keys } from '../../db/keys';
import { type TxItem, transaction, txCheck, txUpdate } from '../../db/transaction-builder';
import { ConflictError, ValidationError } from '../../errors';
import { submitForAcceptance } from '../acceptances/engine';
import type { StaffCaller } from '../callers/callers';
import { type IdempotentRequest, idempotencyPut, idempotent } from '../idempotency/idempotency';
import { materialReference } from '../materials/material-references';
import { sarOfHalalas } from '../money';
import { PROJECT_ITEM } from '../projects/project-items';
import { PROJECT } from '../projects/projects';
import { scopedPurchaseRequest } from '../purchase-requests/purchase-request-scope';
import { lostRace } from '../retry';
import { USER, userSimple } from '../users/users';
import { requestWithOffers } from './compare-offers';
import { OFFERS_COMPARISON } from './offers-comparisons';
import { advanceOf, orderTotals, type PricedLine } from './order-money';
import {
  PURCHASE_ORDER,
  PURCHASE_ORDER_DETAIL,
  PURCHASE_REQUEST,
  PURCHASE_REQUEST_DETAIL,
  type PurchaseOrder,
  type PurchaseRequestEntity,
} from './purchase-orders';
import { raiseBudgetApprovable, raiseBudgetSubject } from './purchasing-approvables';
import { nextPurchasingNumber } from './purchasing-numbers';
import { RAISE_BUDGET, type RaiseBudget } from './raise-budgets';
import { SUPPLY_AGREEMENT, type SupplyAgreementEntity } from './suppliers';

/** The most lines one order takes (its transaction, with a raise budget's approval, stays within 100 items). */
export const MAX_ORDER_LINES = 8;
const RACE_ATTEMPTS = 80;
const MAX_ORDERS_PER_SEND = 20;

export interface SendOrderInput {
  /** Order from supply agreement prices instead of a comparison. */
  agreement_lines?: Array<{
    request_details_id: number;
    supply_agreement_id: number;
    qty?: number | undefined;
  }>;
  advance_pct?: number | undefined;
  pay_against?: 'receipt' | 'invoice' | undefined;
  warehouse_id?: number | undefined;
  note?: string | undefined;
}

/** One order to make: a supplier and the lines it supplies. */
interface Planned {
  supplier_id: number;
  offer_id: number | null;
  agreement?: { entity: SupplyAgreementEntity; lines: SupplyAgreementEntity['lines'] };
  comparison_id: number | null;
  payment_terms: string | null;
  supplying_duration: string | null;
  lines: Array<
    PricedLine & { request_details_id: number; material_id: number | null; offer_detail_id: number | null }
  >;
}

/** The latest comparison of a request (its lists answer newest first). */
async function latestComparison(requestId: number) {
  const { items } = await listPage(OFFERS_COMPARISON, 1, 1, { filters: { purchase_request_id: requestId } });
  return items[0];
}

/** The order status of a request from its lines' ordered and issued quantities (ERPNext per_ordered). */
export function orderStatusOf(lines: Array<{ amount: number | null; orderable_qty?: number }>) {
  const asked = lines.reduce((sum, line) => sum + (line.amount ?? 0), 0);
  const open = lines.reduce((sum, line) => sum + (line.orderable_qty ?? line.amount ?? 0), 0);
  if (open <= 0) return 'ordered';
  return open >= asked ? 'not_ordered' : 'partially_ordered';
}

/** The orders to make: one per awarded supplier of the approved comparison, or per agreement. */
async function plan(request: PurchaseRequestEntity, input: SendOrderInput): Promise<Planned[]> {
  const { lines, offers } = await requestWithOffers(request);
  const orderable = (id: number) => lines.find((line) => line.id === id)?.orderable_qty ?? 0;
  const planned = new Map<number, Planned>();
  if (input.agreement_lines && input.agreement_lines.length > 0) {
    for (const [index, wanted] of input.agreement_lines.entries()) {
      const line = lines.find((candidate) => candidate.id === wanted.request_details_id);
      const agreement = await findEntity(SUPPLY_AGREEMENT, wanted.supply_agreement_id);
      const today = new Date().toISOString().slice(0, 10);
      const price = agreement?.lines.find((candidate) => candidate.material_id === line?.material_id);
      const open = orderable(wanted.request_details_id);
      // Ordered already (a retry, or the request's earlier order): nothing more from this line.
      if (line && open <= 0) continue;
      const qty = wanted.qty ?? open;
      if (qty > open)
        throw ValidationError.forField(`agreement_lines.${index}`, 'purchasing.over_ordered', {
          line: index + 1,
          max_allowed: open,
        });
      if (
        !line ||
        !agreement ||
        !price ||
        agreement.status !== 'active' ||
        agreement.valid_to < today ||
        price.remaining_qty < qty
      )
        throw ValidationError.forField(
          `agreement_lines.${index}.supply_agreement_id`,
          'purchasing.agreement_line_invalid',
        );
      const order = planned.get(agreement.id) ?? {
        supplier_id: agreement.supplier_id,
        offer_id: null,
        agreement: { entity: agreement, lines: agreement.lines.map((entry) => ({ ...entry })) },
        comparison_id: null,
        payment_terms: null,
        supplying_duration: null,
        lines: [],
      };
      const agreed = order.agreement?.lines.find((entry) => entry.material_id === line.material_id);
      if (agreed) {
        agreed.ordered_qty += qty;
        agreed.remaining_qty -= qty;
      }
      order.lines.push({
        qty,
        unit_price: price.unit_price,
        vat_rate: 15,
        request_details_id: line.id,
        material_id: line.material_id,
        offer_detail_id: null,
      });
      planned.set(agreement.id, order);
    }
    return [...planned.values()];
  }
  const comparison = await latestComparison(request.id);
  if (comparison?.status !== 'approved') throw new ConflictError('purchasing.comparison_not_approved');
  for (const award of comparison.awards) {
    const quoted = offers.find(({ offer }) => offer.id === award.offer_id);
    const offerLine = quoted?.lines.find((line) => line.id === award.offer_detail_id);
    const requestLine = lines.find((line) => line.id === award.request_details_id);
    if (!quoted || !offerLine || !requestLine) continue;
    const qty = Math.min(offerLine.qty ?? 0, orderable(requestLine.id));
    if (qty <= 0) continue;
    const order = planned.get(award.supplier_id) ?? {
      supplier_id: award.supplier_id,
      offer_id: quoted.offer.id,
      comparison_id: comparison.id,
      payment_terms: quoted.offer.payment_terms ?? null,
      supplying_duration: quoted.offer.delivery_days ? `${quoted.offer.delivery_days} days` : null,
      lines: [],
    };
    order.lines.push({
      qty,
      unit_price: offerLine.one_piece_price ?? 0,
      vat_rate: offerLine.vat_rate ?? 15,
      request_details_id: requestLine.id,
      material_id: requestLine.material_id,
      offer_detail_id: offerLine.id,
    });
    planned.set(award.supplier_id, order);
  }
  return [...planned.values()];
}

/**
 * Send-order: one purchase order (`PO-YYYY-NNNNNN`) per awarded supplier of the request's approved
 * comparison (or per supply agreement named by `agreement_lines`), its lines copied from the awarded
 * offer lines (qty, price, VAT rate). Each order is one transaction: Q1 (each request line's
 * `orderable_qty >= :qty`, moved), the materials referenced, and B1: the project item's
 * `remaining >= :subtotal` (moved; the order `issued`), or, when the item is short, the order
 * `pending_budget` with a raise budget of the shortfall submitted (`raise_budget`) in the same
 * transaction. The request's `order_status` follows. An `Idempotency-Key` answers a retry with the
 * request's orders.
 */
export async function sendOrder(
  caller: StaffCaller,
  requestId: number,
  input: SendOrderInput,
  key: IdempotentRequest | undefined,
) {
  return idempotent(
    key,
    async () => {
      const made = await sendOnce(caller, requestId, input, key);
      return sentAnswer(requestId, made);
    },
    async () => sentAnswer(requestId, undefined),
  );
}

/** What send-order answers: the request's order status and its orders (newest first). */
async function sentAnswer(requestId: number, made: number[] | undefined) {
  const request = await findEntity(PURCHASE_REQUEST, requestId);
  const { items } = await listPage(PURCHASE_ORDER, 1, 50, { filters: { purchase_request_id: requestId } });
  const users = await loadEntities(items.map((order) => ({ type: USER, id: order.supplier_id })));
  return {
    purchase_request_id: requestId,
    order_status: request?.order_status ?? 'not_ordered',
    made_order_ids: made ?? items.map((order) => order.id),
    orders: items.map((order) => ({
      id: order.id,
      number: order.number ?? null,
      status: order.status,
      supplier: userSimple(users.get(USER, order.supplier_id)),
      subtotal: sarOfHalalas(order.subtotal ?? order.total),
      vat: sarOfHalalas(order.vat ?? 0),
      total: sarOfHalalas(order.total),
      raise_budget_id: order.raise_budget_id ?? null,
    })),
  };
}

async function sendOnce(
  caller: StaffCaller,
  requestId: number,
  input: SendOrderInput,
  key: IdempotentRequest | undefined,
): Promise<number[]> {
  const made: number[] = [];
  for (let attempt = 1; ; attempt++) {
    try {
      const request = await scopedPurchaseRequest(caller, requestId);
      if (request.status !== 'approved')
        throw new ConflictError('purchasing.request_not_approved', { status: request.status });
      const orders = await plan(request, input);
      const [next] = orders;
      // Each order takes its lines' open quantity: a request makes at most one order per supplier.
      if (!next || made.length >= MAX_ORDERS_PER_SEND) {
        if (made.length > 0) return made;
        throw new ConflictError('purchasing.nothing_to_order');
      }
      if (next.lines.length > MAX_ORDER_LINES)
        throw ValidationError.forField('awards', 'validation.max.array', { max: MAX_ORDER_LINES });
      made.push(await makeOrder(caller, request, next, input, made.length === 0 ? key : undefined));
      attempt = 0;
    } catch (error) {
      if (!lostRace(error) || attempt >= RACE_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 15));
    }
  }
}

/** One order's transaction (see sendOrder); answers its id. */
async function makeOrder(
  caller: StaffCaller,
  request: PurchaseRequestEntity,
  planned: Planned,
  input: SendOrderInput,
  key: IdempotentRequest | undefined,
): Promise<number> {
  const now = new Date();
  const totals = orderTotals(planned.lines);
  const item =
    typeof request.project_item_id === 'number'
      ? await findEntity(PROJECT_ITEM, request.project_item_id)
      : undefined;
  const fits = !item || item.remaining >= totals.subtotal;
  const orderId = await nextId(PURCHASE_ORDER);
  const raiseId = fits ? null : await nextId(RAISE_BUDGET);
  const { number, guard } = await nextPurchasingNumber('PO', now);
  const advancePct = input.advance_pct ?? 30;
  const supplier = await findEntity(USER, planned.supplier_id);
  const attributes: PurchaseOrder = {
    title: `${request.title}: ${supplier?.name ?? `supplier ${planned.supplier_id}`}`,
    payment_terms: planned.payment_terms,
    supplying_duration: planned.supplying_duration,
    note: input.note ?? null,
    status: fits ? 'issued' : 'pending_budget',
    total: totals.total,
    purchase_request_offer_id: planned.offer_id,
    purchase_request_id: request.id,
    supplier_id: planned.supplier_id,
    project_id: request.project_id ?? 0,
    number,
    project_item_id: request.project_item_id ?? null,
    warehouse_id: input.warehouse_id ?? null,
    supply_agreement_id: planned.agreement?.entity.id ?? null,
    offers_comparison_id: planned.comparison_id,
    subtotal: totals.subtotal,
    vat: totals.vat,
    receipt_status: 'not_received',
    billing_status: 'not_billed',
    payment_status: 'unpaid',
    payments_committed: 0,
    payments_paid: 0,
    payment_room: totals.total,
    delivery_room: advanceOf(totals.total, advancePct),
    received_value: 0,
    advance_pct: advancePct,
    pay_against: input.pay_against ?? 'receipt',
    on_hold_reason: null,
    raise_budget_id: raiseId,
    created_by_id: caller.id,
  };
  const items: TxItem[] = [guard];
  const order = await prepareCreate(PURCHASE_ORDER, attributes, { id: orderId });
  items.push(...order.items.map((entry) => ({ name: 'order', item: entry })));
  for (const line of planned.lines) {
    const detail = await prepareCreate(
      PURCHASE_ORDER_DETAIL,
      {
        purchase_request_offer_details_id: line.offer_detail_id,
        purchase_order_id: orderId,
        request_details_id: line.request_details_id,
        material_id: line.material_id,
        ordered_qty: line.qty,
        unit_price: line.unit_price,
        vat_rate: line.vat_rate,
        received_qty: 0,
        returned_qty: 0,
        billed_qty: 0,
        supply_requested_qty: 0,
        net_received_qty: 0,
        billable_qty: 0,
        supply_open_qty: line.qty,
      },
      { links: [{ type: PURCHASE_ORDER, id: orderId }] },
    );
    items.push(...detail.items.map((entry) => ({ name: 'order-line', item: entry })));
    // Q1: never ordered beyond the request line.
    items.push(
      txUpdate('request-line-orderable', keys.entity(PURCHASE_REQUEST_DETAIL, line.request_details_id), {
        add: { orderable_qty: -line.qty, ordered_qty: line.qty, version: 1 },
        condition: when.and(when.itemExists(), when.ge('orderable_qty', line.qty)),
      }),
    );
    if (typeof line.material_id === 'number') items.push(materialReference(line.material_id));
  }
  if (planned.agreement) {
    const moved = await prepareUpdate(
      SUPPLY_AGREEMENT,
      planned.agreement.entity.id,
      { lines: planned.agreement.lines },
      { recordName: 'supply agreement', current: planned.agreement.entity },
    );
    items.push(...moved.items.map((entry) => ({ name: 'agreement', item: entry })));
  }
  const { lines } = await requestWithOffers(request);
  const after = lines.map((line) => {
    const ordered = planned.lines
      .filter((entry) => entry.request_details_id === line.id)
      .reduce((sum, entry) => sum + entry.qty, 0);
    return { amount: line.amount, orderable_qty: (line.orderable_qty ?? line.amount ?? 0) - ordered };
  });
  items.push(
    txUpdate('request-order-status', keys.entity(PURCHASE_REQUEST, request.id), {
      set: { order_status: orderStatusOf(after) },
      add: { version: 1 },
    }),
  );
  if (key) items.push(idempotencyPut(key, { purchase_request_id: request.id }, now));
  if (fits) {
    if (item)
      items.push(
        txUpdate('budget-remaining', keys.entity(PROJECT_ITEM, item.id), {
          add: { remaining: -totals.subtotal, committed: totals.subtotal, version: 1 },
          condition: when.ge('remaining', totals.subtotal),
        }),
      );
    await transaction('send-order', { budget: 100 })
      .add(items)
      .commit({
        'request-line-orderable': () => new ConflictError(),
        'budget-remaining': () => new ConflictError(),
        'po-number': () => new ConflictError(),
        order: () => new ConflictError(),
        'order-line': () => new ConflictError(),
        agreement: () => new ConflictError(),
      });
    return orderId;
  }
  // B1 short: the order waits for a raise budget of the shortfall, submitted in the same transaction.
  const budgetItem = item as NonNullable<typeof item>;
  const raise: RaiseBudget & { id: number } = {
    id: raiseId as number,
    project_id: request.project_id ?? 0,
    purchase_order_id: orderId,
    requested_by_user_id: caller.id,
    approved_by_user_id: null,
    amount: totals.subtotal - budgetItem.remaining,
    reason: `Budget line ${budgetItem.code} is short of ${number} by SAR ${sarOfHalalas(totals.subtotal - budgetItem.remaining).toFixed(2)}`,
    status: 'pending',
    decided_at: null,
    project_item_id: budgetItem.id,
    acceptance_id: null,
  };
  // The shortfall holds only while the item's remaining is the one read.
  items.push(
    txCheck(
      'budget-remaining',
      keys.entity(PROJECT_ITEM, budgetItem.id),
      when.eq('remaining', budgetItem.remaining),
    ),
  );
  await submitForAcceptance(raiseBudgetApprovable, raise.id, {
    subject: raiseBudgetSubject(raise, number),
    also: async (acceptanceId) => {
      const { id: _id, ...stored } = raise;
      const created = await prepareCreate(
        RAISE_BUDGET,
        { ...stored, acceptance_id: acceptanceId },
        {
          id: raise.id,
          links: [
            { type: PROJECT, id: raise.project_id },
            { type: PURCHASE_ORDER, id: orderId },
          ],
        },
      );
      return [...items.map((entry) => entry.item), ...created.items];
    },
  });
  return orderId;
}
