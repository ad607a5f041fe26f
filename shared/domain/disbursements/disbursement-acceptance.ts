import { findEntity, getEntity } from '../../db/entity-store';
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
import { PURCHASE_REQUEST_DETAIL } from '../purchasing/purchase-orders';
import { GOODS_RECEIPT_LINE } from '../warehouse/goods-receipts';
import { issueReservedStock, releaseStock } from '../warehouse/stock';
import {
  DISBURSEMENT_ORDER,
  DISBURSEMENT_RECORD_NAME,
  type DisbursementLine,
  type DisbursementOrderEntity,
  disbursementLifecycle,
} from './disbursement-orders';

/** The record type name of disbursement orders in the engine. */
export const DISBURSEMENT_APPROVABLE = 'disbursement_order';

const engineActor = (context: DecisionContext): Actor => ({
  kind: 'system',
  name: `acceptance#${context.acceptanceId}`,
});

/** The title an approval shows: the order's number, and the request it fills. */
export const disbursementTitle = (order: Pick<DisbursementOrderEntity, 'number'>) => ({
  en: `Disbursement order ${order.number}`,
  ar: `أمر صرف ${order.number}`,
});

/** The request line's quantity given back to be ordered or issued again (Q1). */
const requestLineRestored = (line: DisbursementLine): TransactItem[] =>
  line.request_details_id === null
    ? []
    : [
        txUpdate(
          `request-line-${line.request_details_id}-restored`,
          keys.entity(PURCHASE_REQUEST_DETAIL, line.request_details_id),
          {
            add: { orderable_qty: line.qty, issued_from_stock_qty: -line.qty, version: 1 },
            condition: when.ge('issued_from_stock_qty', line.qty),
          },
        ).item,
      ];

/**
 * A receipt line's held quantity decided (README of ../warehouse, "The receipt chain's counters"):
 * approved, it is issued (`issued_qty` + q); rejected or cancelled, it is free again (`free_qty` + q).
 */
const receiptLineDecided = (line: DisbursementLine, outcome: 'issued' | 'released'): TransactItem[] =>
  typeof line.grn_line_id !== 'number'
    ? []
    : [
        txUpdate(
          `receipt-line-${line.grn_line_id}-${outcome}`,
          keys.entity(GOODS_RECEIPT_LINE, line.grn_line_id),
          {
            add: {
              ...(outcome === 'issued' ? { issued_qty: line.qty } : { free_qty: line.qty }),
              version: 1,
            },
            condition: when.itemExists(),
          },
        ).item,
      ];

/** The order's step as decided, under the version read, with its history entry and `changes`. */
async function decided(
  context: DecisionContext,
  action: 'approve' | 'reject' | 'cancel',
  changes: Partial<DisbursementOrderEntity> = {},
) {
  const order = await getEntity(DISBURSEMENT_ORDER, context.id, DISBURSEMENT_RECORD_NAME);
  const step = disbursementLifecycle.step(action, {
    from: order.status,
    actor: engineActor(context),
    subject: order,
  });
  const prepared = await prepareTransition(DISBURSEMENT_ORDER, order, step, {
    actor: engineActor(context),
    recordName: DISBURSEMENT_RECORD_NAME,
    reason: context.reason,
    at: context.at,
    changes,
  });
  return { order, items: prepared.items };
}

/**
 * Approved: each line's reservation is issued from the warehouse at its moving average cost (Q6:
 * conditioned on what is reserved), with its ledger entry, and the order becomes `issued` with the
 * costs, all in the decision's transaction.
 */
async function issueItems(context: DecisionContext): Promise<TransactItem[]> {
  const order = await getEntity(DISBURSEMENT_ORDER, context.id, DISBURSEMENT_RECORD_NAME);
  const issued = await Promise.all(
    order.lines.map((line) =>
      issueReservedStock(
        { material_id: line.material_id, warehouse_id: order.warehouse_id, qty: line.qty },
        { type: DISBURSEMENT_APPROVABLE, id: order.id },
        context.at,
      ),
    ),
  );
  const lines = order.lines.map((line, index) => ({ ...line, unit_cost: issued[index]?.unitCost ?? 0 }));
  const { items } = await decided(context, 'approve', { lines, issued_at: context.at });
  return [
    ...items,
    ...issued.flatMap((issue) => issue.items),
    ...order.lines.flatMap((line) => receiptLineDecided(line, 'issued')),
  ];
}

/** Rejected or cancelled: the reservations and the request lines' quantities are given back. */
async function closingItems(context: DecisionContext, action: 'reject' | 'cancel'): Promise<TransactItem[]> {
  const { order, items } = await decided(context, action);
  return [
    ...items,
    ...order.lines.flatMap((line) => [
      releaseStock(line.material_id, order.warehouse_id, line.qty),
      ...requestLineRestored(line),
      ...receiptLineDecided(line, 'released'),
    ]),
  ];
}

/**
 * Disbursement orders join the approval engine (STAFF-DOMAIN-2 1.5): one step, the project's
 * manager; bulk decisions allowed. Approval issues the stock in the decision's transaction.
 */
export const disbursementApprovable: ApprovableType = {
  type: DISBURSEMENT_APPROVABLE,
  recordName: DISBURSEMENT_RECORD_NAME,
  policies: [
    {
      name: 'disbursement order',
      steps: [{ name: 'Project manager', reviewer: { kind: 'relation', relation: 'project_manager' } }],
    },
  ],
  // Read by the warehouse's keepers and the project's people (family warehouse); shown by the
  // request it fills until the records area gives it a show of its own (issue 35).
  subject: approvableSubject({
    kind: 'disbursement_order',
    family: 'warehouse',
    viewAbility: 'purchasing.requests.view',
    scope: { owner: 'requested_by_id', project: 'project_id', warehouse: 'warehouse_id' },
    load: (id) => findEntity(DISBURSEMENT_ORDER, id),
    showPath: (order) =>
      order.source === 'purchase_request'
        ? `/purchasing/purchase-requests/${order.source_id}`
        : order.source === 'grn'
          ? `/purchasing/warehouse/grns/${order.source_id}`
          : null,
    summary: (order, acceptance) => ({
      title: { en: acceptance.title_en, ar: acceptance.title_ar },
      amount: null,
      percentage: null,
      project_id: order.project_id,
      client_id: null,
      unit_id: null,
      starts_at: null,
      ends_at: null,
      requested_at: order.created_at,
      requester_id: order.requested_by_id,
    }),
  }),
  describe: async (id) => {
    const order = await findEntity(DISBURSEMENT_ORDER, id);
    return order
      ? {
          summary: disbursementTitle(order),
          amount: null,
          project_id: order.project_id,
          client_id: null,
          subtype: null,
          requester_id: order.requested_by_id,
        }
      : undefined;
  },
  onApproved: issueItems,
  onRejected: (context) => closingItems(context, 'reject'),
  onCancelled: (context) => closingItems(context, 'cancel'),
};
