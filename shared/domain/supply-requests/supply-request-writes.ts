import { nextId } from '../../db/counters';
import { findEntity, getEntity, loadEntities, prepareCreate, softDeleteEntity } from '../../db/entity-store';
import { when } from '../../db/expressions';
import { keys } from '../../db/keys';
import { type TxItem, txCheck, txDelete, txUpdate } from '../../db/transaction-builder';
import { type TransactItem, transact } from '../../db/transactions';
import { ConflictError, type FieldMessages, NotFoundError, ValidationError } from '../../errors';
import { submitForAcceptance } from '../acceptances/engine';
import type { StaffCaller } from '../callers/callers';
import { prepareTransition } from '../lifecycle/apply-transition';
import { staffActor } from '../maintenance/staff-scope';
import { sarOfHalalas } from '../money';
import { orderTotals } from '../purchasing/order-money';
import {
  ORDER_SCOPE,
  PURCHASE_ORDER,
  PURCHASE_ORDER_DETAIL,
  type PurchaseOrderEntity,
} from '../purchasing/purchase-orders';
import { takeVoucherNumber } from '../purchasing/purchasing-numbers';
import { orderLines } from '../purchasing/record-lines';
import { scopedOrder } from '../purchasing/staff-orders';
import { inScope } from '../users/row-scope';
import { roundQty } from '../warehouse/stock';
import { WAREHOUSE } from '../warehouse/warehouses';
import { supplyRequestApprovable, supplyRequestTitle } from './supply-request-acceptance';
import {
  SUPPLY_REQUEST,
  SUPPLY_REQUEST_LINE,
  SUPPLY_REQUEST_LIVE_STATUSES,
  SUPPLY_REQUEST_RECORD_NAME,
  type SupplyRequest,
  type SupplyRequestEntity,
  type SupplyRequestLine,
  type SupplyRequestLineEntity,
  supplyRequestLifecycle,
} from './supply-requests';

/** Most lines one supply request calls off (an order has at most 8). */
export const MAX_SUPPLY_LINES = 8;

/** The order states a supply request is made in (STAFF-DOMAIN-2 1.7). */
export const SUPPLY_ORDER_STATUSES = ['issued', 'partially_received'] as const;

export interface SupplyLineInput {
  po_detail_id: number;
  qty: number;
}

export interface SupplyRequestInput {
  warehouse_id: number;
  requested_delivery_date: string;
  note?: string | null | undefined;
  lines: SupplyLineInput[];
}

/** The bumped version every raw guard update carries (a write read before it is refused). */
const bumped = { version: 1 };

/** The supply request, or 404 when absent, deleted or outside the caller's `purchasing` row scope. */
export async function scopedSupplyRequest(caller: StaffCaller, id: number): Promise<SupplyRequestEntity> {
  const request = await findEntity(SUPPLY_REQUEST, id);
  if (
    !request ||
    (request as { deleted_at?: string }).deleted_at ||
    !inScope(caller, 'purchasing', request, ORDER_SCOPE)
  )
    throw new NotFoundError(SUPPLY_REQUEST_RECORD_NAME);
  return request;
}

/** The request's lines, in the order entered. */
export async function supplyRequestLines(request: SupplyRequestEntity): Promise<SupplyRequestLineEntity[]> {
  const loaded = await loadEntities(request.line_ids.map((id) => ({ type: SUPPLY_REQUEST_LINE, id })));
  return loaded.list(SUPPLY_REQUEST_LINE, request.line_ids);
}

/** What a request holds of each order line now (Q3): its open part while live, nothing else. */
export function heldByLine(
  request: Pick<SupplyRequestEntity, 'status'>,
  lines: readonly SupplyRequestLine[],
): Map<number, number> {
  const held = new Map<number, number>();
  if (!SUPPLY_REQUEST_LIVE_STATUSES.includes(request.status)) return held;
  for (const line of lines)
    held.set(
      line.po_detail_id,
      roundQty((held.get(line.po_detail_id) ?? 0) + Math.max(line.qty - line.received_qty, 0)),
    );
  return held;
}

/** An order line's open quantity taken by `qty` (Q3), conditioned on it; refused: 422 on `field`. */
const orderLineTaken = (detailId: number, qty: number, field: string, remaining: number): TxItem => ({
  ...txUpdate(`order-line-${detailId}-supply`, keys.entity(PURCHASE_ORDER_DETAIL, detailId), {
    add: { supply_requested_qty: qty, supply_open_qty: -qty, ...bumped },
    condition: when.and(when.itemExists(), when.ge('supply_open_qty', qty)),
  }),
  refusal: () => ValidationError.forField(field, 'supply.over_order', { remaining }),
});

/** An order line's quantity given back (a request rejected, cancelled, deleted or made smaller). */
export const orderLineGivenBack = (detailId: number, qty: number): TransactItem =>
  txUpdate(`order-line-${detailId}-supply-back`, keys.entity(PURCHASE_ORDER_DETAIL, detailId), {
    add: { supply_requested_qty: -qty, supply_open_qty: qty, ...bumped },
  }).item;

/** Every held quantity of a request given back to its order's lines. */
export const heldGivenBack = (held: Map<number, number>): TransactItem[] =>
  [...held].filter(([, qty]) => qty > 0).map(([detailId, qty]) => orderLineGivenBack(detailId, qty));

/**
 * The moves of the order lines from what a request holds (`held`) to what it asks (`asked`): a
 * line asked more takes the difference under Q3's condition, one asked less gives it back.
 */
function lineMoves(
  held: Map<number, number>,
  asked: Map<number, { qty: number; field: string; open: number }>,
) {
  const guards: TxItem[] = [];
  const gives: TransactItem[] = [];
  for (const detailId of new Set([...held.keys(), ...asked.keys()])) {
    const now = asked.get(detailId);
    const delta = roundQty((now?.qty ?? 0) - (held.get(detailId) ?? 0));
    if (delta > 0)
      guards.push(orderLineTaken(detailId, delta, now?.field ?? 'quantities', roundQty(now ? now.open : 0)));
    else if (delta < 0) gives.push(orderLineGivenBack(detailId, -delta));
  }
  return { guards, gives };
}

/**
 * The lines asked, checked against the order's lines: a line of this order, once, a quantity
 * within its open quantity (Q3, counting what this request already holds of it), as read now;
 * the writing transaction checks it again. 422 naming every failing line.
 */
async function checkedLines(order: PurchaseOrderEntity, input: SupplyLineInput[], held: Map<number, number>) {
  const details = new Map((await orderLines(order.id)).map((detail) => [detail.id, detail]));
  const errors: FieldMessages = {};
  const asked = new Map<number, { qty: number; field: string; open: number }>();
  const lines: Array<Omit<SupplyRequestLine, 'supply_request_id'>> = [];
  for (const [index, line] of input.entries()) {
    const detail = details.get(line.po_detail_id);
    if (!detail || asked.has(line.po_detail_id) || typeof detail.material_id !== 'number') {
      errors[`po_detail_ids.${index}`] = [{ key: 'validation.exists' }];
      continue;
    }
    const open = roundQty((detail.supply_open_qty ?? 0) + (held.get(detail.id) ?? 0));
    const qty = roundQty(line.qty);
    if (qty > open)
      errors[`quantities.${index}`] = [{ key: 'supply.over_order', params: { remaining: open } }];
    asked.set(detail.id, { qty, field: `quantities.${index}`, open });
    lines.push({
      purchase_order_id: order.id,
      po_detail_id: detail.id,
      material_id: detail.material_id,
      qty,
      received_qty: 0,
      unit_price: detail.unit_price ?? 0,
      vat_rate: detail.vat_rate ?? 15,
    });
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return { lines, asked, totals: orderTotals(lines) };
}

async function activeWarehouse(id: number) {
  const warehouse = await findEntity(WAREHOUSE, id);
  if (!warehouse?.is_active) throw ValidationError.forField('warehouse_id', 'validation.exists');
  return warehouse;
}

/** The order still open to supply requests, checked in the writing transaction. */
const orderOpen = (orderId: number) =>
  txCheck(
    'order-open',
    keys.entity(PURCHASE_ORDER, orderId),
    when.or(...SUPPLY_ORDER_STATUSES.map((status) => when.eq('status', status))),
  );

function assertOrderOpen(order: PurchaseOrderEntity) {
  if (!(SUPPLY_ORDER_STATUSES as readonly string[]).includes(order.status))
    throw new ConflictError('supply.order_not_open', { status: order.status });
}

/** The creates of a request's lines (ids taken now), in the order entered. */
async function lineCreates(requestId: number, lines: Array<Omit<SupplyRequestLine, 'supply_request_id'>>) {
  const created = await Promise.all(
    lines.map((line) => prepareCreate(SUPPLY_REQUEST_LINE, { ...line, supply_request_id: requestId })),
  );
  return { ids: created.map((line) => line.entity.id), items: created.flatMap((line) => line.items) };
}

/** Writes `guards` (each answered by its own refusal) with `items` (a 409 when refused). */
async function write(guards: readonly TxItem[], items: readonly TransactItem[]) {
  await transact([...guards.map((guard) => guard.item), ...items], (index) =>
    index < guards.length ? (guards[index]?.refusal?.() ?? new ConflictError()) : new ConflictError(),
  );
}

/**
 * supply request: store. A call-off against the order (`issued` or `partially_received`, 409
 * otherwise): `SR-YYYY-NNNNNN`, `draft`, its lines priced at the order's prices, in one
 * transaction with Q3's guards: each order line's `supply_open_qty` taken (`>= :qty`, else 422 on
 * the line naming what remains) and the order still open.
 */
export async function storeSupplyRequest(
  caller: StaffCaller,
  orderId: number,
  input: SupplyRequestInput,
): Promise<SupplyRequestEntity> {
  const order = await scopedOrder(caller, orderId);
  assertOrderOpen(order);
  await activeWarehouse(input.warehouse_id);
  const { lines, asked, totals } = await checkedLines(order, input.lines, new Map());
  const id = await nextId(SUPPLY_REQUEST);
  const number = await takeVoucherNumber('SR');
  const created = await lineCreates(id, lines);
  const attributes: SupplyRequest = {
    number,
    purchase_order_id: order.id,
    project_id: order.project_id,
    supplier_id: order.supplier_id,
    warehouse_id: input.warehouse_id,
    requested_delivery_date: input.requested_delivery_date,
    note: input.note ?? null,
    status: 'draft',
    line_ids: created.ids,
    subtotal: totals.subtotal,
    vat: totals.vat,
    value: totals.total,
    payments_committed: 0,
    payment_room: totals.total,
    paid: 0,
    acceptance_id: null,
    created_by_id: caller.id,
    submitted_at: null,
    decided_at: null,
    cancel_reason: null,
  };
  const request = await prepareCreate(SUPPLY_REQUEST, attributes, { id });
  const { guards } = lineMoves(new Map(), asked);
  await write([orderOpen(order.id), ...guards], [...request.items, ...created.items]);
  return request.entity;
}

export interface SupplyRequestChanges {
  warehouse_id?: number | undefined;
  requested_delivery_date?: string | undefined;
  note?: string | null | undefined;
  lines?: SupplyLineInput[] | undefined;
}

/**
 * supply request: update, in `draft` or `rejected` (409 otherwise; a rejected request becomes a
 * draft again). New lines replace the old ones; the order lines move by the difference from what
 * the request held (a rejected one held nothing): more taken under Q3's condition, less given back.
 */
export async function updateSupplyRequest(
  caller: StaffCaller,
  id: number,
  changes: SupplyRequestChanges,
): Promise<SupplyRequestEntity> {
  const request = await scopedSupplyRequest(caller, id);
  const actor = staffActor(caller);
  const step = supplyRequestLifecycle.step('update', { from: request.status, actor, subject: request });
  const order = await getEntity(PURCHASE_ORDER, request.purchase_order_id, 'purchase order');
  assertOrderOpen(order);
  if (changes.warehouse_id !== undefined) await activeWarehouse(changes.warehouse_id);
  const oldLines = await supplyRequestLines(request);
  const held = heldByLine(request, oldLines);
  const input = changes.lines ?? oldLines.map((line) => ({ po_detail_id: line.po_detail_id, qty: line.qty }));
  const { lines, asked, totals } = await checkedLines(order, input, held);
  const { guards, gives } = lineMoves(held, asked);
  const created = changes.lines ? await lineCreates(request.id, lines) : undefined;
  const prepared = await prepareTransition(SUPPLY_REQUEST, request, step, {
    actor,
    recordName: SUPPLY_REQUEST_RECORD_NAME,
    changes: {
      warehouse_id: changes.warehouse_id ?? request.warehouse_id,
      requested_delivery_date: changes.requested_delivery_date ?? request.requested_delivery_date,
      note: changes.note === undefined ? request.note : changes.note,
      ...(created ? { line_ids: created.ids } : {}),
      subtotal: totals.subtotal,
      vat: totals.vat,
      value: totals.total,
      payment_room: totals.total - request.payments_committed,
    },
    also: [
      ...gives,
      ...(created
        ? [
            ...created.items,
            ...request.line_ids.map(
              (lineId) => txDelete(`line-${lineId}`, keys.entity(SUPPLY_REQUEST_LINE, lineId)).item,
            ),
          ]
        : []),
    ],
  });
  await write([orderOpen(order.id), ...guards], prepared.items);
  return prepared.entity;
}

/**
 * supply request: delete, in `draft` or `rejected` (409 otherwise): soft, the quantities a draft
 * held given back to the order's lines in the same transaction (conditioned on the version read).
 */
export async function deleteSupplyRequest(caller: StaffCaller, id: number) {
  const request = await scopedSupplyRequest(caller, id);
  supplyRequestLifecycle.step('delete', {
    from: request.status,
    actor: staffActor(caller),
    subject: request,
  });
  const held = heldByLine(request, await supplyRequestLines(request));
  await softDeleteEntity(SUPPLY_REQUEST, request, {
    recordName: SUPPLY_REQUEST_RECORD_NAME,
    also: heldGivenBack(held),
  });
  return { deleted: true as const };
}

/**
 * supply request: send to acceptance, from `draft` or `rejected`: `pending_acceptance` and its
 * approval (`supply_request`, the project's manager) opened in one transaction; a rejected request
 * takes its quantities again there (Q3, 422 naming the line when the order no longer has them).
 */
export async function sendSupplyRequest(caller: StaffCaller, id: number): Promise<SupplyRequestEntity> {
  const request = await scopedSupplyRequest(caller, id);
  const actor = staffActor(caller);
  const step = supplyRequestLifecycle.step('submit', { from: request.status, actor, subject: request });
  const lines = await supplyRequestLines(request);
  const held = heldByLine(request, lines);
  const asked = new Map<number, { qty: number; field: string; open: number }>();
  for (const [index, line] of lines.entries())
    asked.set(line.po_detail_id, { qty: line.qty, field: `lines.${index}`, open: 0 });
  if (request.status === 'rejected') {
    const details = new Map(
      (await orderLines(request.purchase_order_id)).map((detail) => [detail.id, detail]),
    );
    for (const [detailId, entry] of asked) entry.open = details.get(detailId)?.supply_open_qty ?? 0;
  }
  const { guards } = lineMoves(held, asked);
  const order = await getEntity(PURCHASE_ORDER, request.purchase_order_id, 'purchase order');
  assertOrderOpen(order);
  const at = new Date().toISOString();
  let written: SupplyRequestEntity | undefined;
  await submitForAcceptance(supplyRequestApprovable, request.id, {
    subject: {
      summary: supplyRequestTitle(request, order.number ?? `#${order.id}`),
      amount: sarOfHalalas(request.subtotal),
      project_id: request.project_id,
      client_id: null,
      subtype: null,
      requester_id: caller.id,
    },
    guards: [orderOpen(order.id), ...guards],
    also: async (acceptanceId) => {
      const prepared = await prepareTransition(SUPPLY_REQUEST, request, step, {
        actor,
        recordName: SUPPLY_REQUEST_RECORD_NAME,
        at,
        changes: { acceptance_id: acceptanceId, submitted_at: at, decided_at: null },
      });
      written = prepared.entity;
      return prepared.items;
    },
  });
  return written as SupplyRequestEntity;
}
