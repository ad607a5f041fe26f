import { findEntity, getEntity, prepareCreate } from '../../db/entity-store';
import { when } from '../../db/expressions';
import { keys } from '../../db/keys';
import { txUpdate } from '../../db/transaction-builder';
import type { TransactItem } from '../../db/transactions';
import {
  type ApprovableType,
  approvableSubject,
  type DecisionContext,
} from '../acceptances/approvable-types';
import { prepareTransition } from '../lifecycle/apply-transition';
import type { Actor } from '../lifecycle/lifecycle';
import { MATERIAL } from '../materials/materials';
import { sarOfHalalas } from '../money';
import { lineSubtotal, lineVat } from '../purchasing/order-money';
import { PURCHASE_ORDER, PURCHASE_ORDER_DETAIL } from '../purchasing/purchase-orders';
import { GOODS_RECEIPT_LINE } from '../warehouse/goods-receipts';
import { releaseStock, STOCK_LEDGER_ENTRY } from '../warehouse/stock';
import { WAREHOUSE } from '../warehouse/warehouses';
import {
  RETURN_RECORD_NAME,
  RETURN_REQUEST,
  RETURN_VOUCHER,
  type ReturnLine,
  type ReturnRequestEntity,
  returnLifecycle,
} from './return-requests';

/** The record type name of return requests in the engine. */
export const RETURN_APPROVABLE = 'return_request';

/** Returns: who asked, the receipt's project and warehouse (family warehouse). */
export const RETURN_SCOPE = { owner: 'requested_by_id', project: 'project_id', warehouse: 'warehouse_id' };

const bumped = { version: 1 };

/** The title an approval shows: the return's number and the receipt it returns from. */
export const returnTitle = (request: Pick<ReturnRequestEntity, 'number'>, grnNumber: string) => ({
  en: `Return request ${request.number} from ${grnNumber}`,
  ar: `طلب إرجاع ${request.number} من إذن الاستلام ${grnNumber}`,
});

const engineActor = (context: DecisionContext): Actor => ({
  kind: 'system',
  name: `acceptance#${context.acceptanceId}`,
});

/** A line's value at the receipt's price, with VAT (halalas). */
export const returnLineValue = (line: Pick<ReturnLine, 'qty' | 'unit_price' | 'vat_rate'>) =>
  lineSubtotal(line) + lineVat(line);

/**
 * A reserved quantity issued back to the supplier at the receipt's price (Q8): reserved and on
 * hand down (`qty_reserved >= q`), value down by q × the price, and its ledger entry.
 */
async function stockReturned(
  request: ReturnRequestEntity,
  line: ReturnLine,
  at: string,
): Promise<TransactItem[]> {
  const entry = await prepareCreate(
    STOCK_LEDGER_ENTRY,
    {
      warehouse_id: request.warehouse_id,
      material_id: line.material_id,
      qty: -line.qty,
      unit_cost: line.unit_price,
      voucher_type: RETURN_VOUCHER,
      voucher_id: request.id,
      at,
    },
    {
      links: [
        { type: MATERIAL, id: line.material_id },
        { type: WAREHOUSE, id: request.warehouse_id },
      ],
    },
  );
  return [
    txUpdate(
      `stock-${line.material_id}-${request.warehouse_id}-return`,
      keys.stockBalance(line.material_id, request.warehouse_id),
      {
        add: {
          qty_reserved: -line.qty,
          qty_on_hand: -line.qty,
          value: -Math.round(line.qty * line.unit_price),
          version: 1,
        },
        condition: when.ge('qty_reserved', line.qty),
      },
    ).item,
    ...entry.items,
  ];
}

/** The return's step as decided, under the version read, with its history entry. */
async function decided(context: DecisionContext, action: 'approve' | 'reject' | 'cancel') {
  const request = await getEntity(RETURN_REQUEST, context.id, RETURN_RECORD_NAME);
  const actor = engineActor(context);
  const step = returnLifecycle.step(action, { from: request.status, actor, subject: request });
  const prepared = await prepareTransition(RETURN_REQUEST, request, step, {
    actor,
    recordName: RETURN_RECORD_NAME,
    reason: context.reason,
    at: context.at,
    changes: { decided_at: context.at },
  });
  return { request, items: prepared.items };
}

/**
 * Approved (the counter table's "return approved"): per line the stock issued at the receipt's
 * price, the receipt line's `returned_qty` up, the order line's `returned_qty` up and
 * `net_received_qty` down and `billable_qty` down (`>= q`: a billed quantity is credited, not
 * returned); the order's `received_value` and `delivery_room` down by the value with VAT, without
 * condition (its payments then wait for the supplier's credit).
 */
async function returnedItems(context: DecisionContext): Promise<TransactItem[]> {
  const { request, items } = await decided(context, 'approve');
  const out: TransactItem[] = [...items];
  for (const line of request.lines) {
    if (line.is_stock_item) out.push(...(await stockReturned(request, line, context.at)));
    out.push(
      txUpdate(
        `receipt-line-${line.grn_line_id}-returned`,
        keys.entity(GOODS_RECEIPT_LINE, line.grn_line_id),
        {
          add: { returned_qty: line.qty, ...bumped },
        },
      ).item,
      txUpdate(
        `order-line-${line.po_detail_id}-returned`,
        keys.entity(PURCHASE_ORDER_DETAIL, line.po_detail_id),
        {
          add: {
            returned_qty: line.qty,
            net_received_qty: -line.qty,
            billable_qty: -line.qty,
            ...bumped,
          },
          condition: when.ge('billable_qty', line.qty),
        },
      ).item,
    );
  }
  const value = request.lines.reduce((sum, line) => sum + returnLineValue(line), 0);
  out.push(
    txUpdate('order-received-value', keys.entity(PURCHASE_ORDER, request.purchase_order_id), {
      add: { received_value: -value, delivery_room: -value, ...bumped },
    }).item,
  );
  return out;
}

/** Rejected or cancelled: each receipt line's hold (`free_qty`) and its stock reservation given back. */
async function releasedItems(context: DecisionContext, action: 'reject' | 'cancel'): Promise<TransactItem[]> {
  const { request, items } = await decided(context, action);
  return [
    ...items,
    ...request.lines.flatMap((line) => [
      txUpdate(`receipt-line-${line.grn_line_id}-free`, keys.entity(GOODS_RECEIPT_LINE, line.grn_line_id), {
        add: { free_qty: line.qty, ...bumped },
      }).item,
      ...(line.is_stock_item ? [releaseStock(line.material_id, request.warehouse_id, line.qty)] : []),
    ]),
  ];
}

/**
 * `return_request` (STAFF-DOMAIN-2 1.5): one step, the procurement manager; bulk decisions
 * allowed. Approval sends the stock back in the decision's transaction.
 */
export const returnRequestApprovable: ApprovableType = {
  type: RETURN_APPROVABLE,
  recordName: RETURN_RECORD_NAME,
  policies: [
    {
      name: 'return request',
      steps: [{ name: 'Procurement manager', reviewer: { kind: 'role', role: 'procurement_manager' } }],
      bulk_allowed: true,
    },
  ],
  subject: approvableSubject({
    kind: 'return_request',
    family: 'warehouse',
    viewAbility: 'purchasing.warehouse.manage',
    scope: RETURN_SCOPE,
    load: (id) => findEntity(RETURN_REQUEST, id),
    showPath: (request) => `/purchasing/warehouse/grns/${request.grn_id}`,
    summary: (request, acceptance) => ({
      title: { en: acceptance.title_en, ar: acceptance.title_ar },
      amount: sarOfHalalas(request.subtotal),
      percentage: null,
      project_id: request.project_id,
      client_id: null,
      unit_id: null,
      starts_at: null,
      ends_at: null,
      requested_at: request.created_at,
      requester_id: request.requested_by_id,
    }),
  }),
  describe: async (id) => {
    const request = await findEntity(RETURN_REQUEST, id);
    return request
      ? {
          summary: returnTitle(request, `#${request.grn_id}`),
          amount: sarOfHalalas(request.subtotal),
          project_id: request.project_id,
          client_id: null,
          subtype: null,
          requester_id: request.requested_by_id,
        }
      : undefined;
  },
  onApproved: returnedItems,
  onRejected: (context) => releasedItems(context, 'reject'),
  onCancelled: (context) => releasedItems(context, 'cancel'),
};
