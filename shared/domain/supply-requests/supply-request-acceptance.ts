import { findEntity, getEntity, loadEntities } from '../../db/entity-store';
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
import { sarOfHalalas } from '../money';
import { ORDER_SCOPE, PURCHASE_ORDER, PURCHASE_ORDER_DETAIL } from '../purchasing/purchase-orders';
import { roundQty } from '../warehouse/stock';
import {
  SUPPLY_REQUEST,
  SUPPLY_REQUEST_LINE,
  SUPPLY_REQUEST_RECORD_NAME,
  type SupplyRequestEntity,
  supplyRequestLifecycle,
} from './supply-requests';

/** The record type name of supply requests in the engine. */
export const SUPPLY_REQUEST_APPROVABLE = 'supply_request';

/** The title an approval shows: the request's number and its order's. */
export const supplyRequestTitle = (request: Pick<SupplyRequestEntity, 'number'>, orderNumber: string) => ({
  en: `Supply request ${request.number} on ${orderNumber}`,
  ar: `طلب توريد ${request.number} على أمر الشراء ${orderNumber}`,
});

const engineActor = (context: DecisionContext): Actor => ({
  kind: 'system',
  name: `acceptance#${context.acceptanceId}`,
});

/**
 * The request's step as decided, under the version read, with its history entry; rejected or
 * cancelled, its open part (qty − received) given back to each order line (Q3).
 */
async function decided(
  context: DecisionContext,
  action: 'approve' | 'reject' | 'cancel',
): Promise<TransactItem[]> {
  const request = await getEntity(SUPPLY_REQUEST, context.id, SUPPLY_REQUEST_RECORD_NAME);
  const actor = engineActor(context);
  const step = supplyRequestLifecycle.step(action, { from: request.status, actor, subject: request });
  const prepared = await prepareTransition(SUPPLY_REQUEST, request, step, {
    actor,
    recordName: SUPPLY_REQUEST_RECORD_NAME,
    reason: context.reason,
    at: context.at,
    changes: { decided_at: context.at },
  });
  if (action === 'approve') return prepared.items;
  const loaded = await loadEntities(request.line_ids.map((id) => ({ type: SUPPLY_REQUEST_LINE, id })));
  const back = new Map<number, number>();
  for (const line of loaded.list(SUPPLY_REQUEST_LINE, request.line_ids))
    back.set(
      line.po_detail_id,
      roundQty((back.get(line.po_detail_id) ?? 0) + Math.max(line.qty - line.received_qty, 0)),
    );
  return [
    ...prepared.items,
    ...[...back]
      .filter(([, qty]) => qty > 0)
      .map(
        ([detailId, qty]) =>
          txUpdate(`order-line-${detailId}-supply-back`, keys.entity(PURCHASE_ORDER_DETAIL, detailId), {
            add: { supply_requested_qty: -qty, supply_open_qty: qty, version: 1 },
          }).item,
      ),
  ];
}

/**
 * `supply_request` (STAFF-DOMAIN-2 1.5): one step, the project's manager; bulk decisions allowed.
 * Approved: `approved` (receipts may be posted under it). Rejected or cancelled: the order lines'
 * quantities it held given back.
 */
export const supplyRequestApprovable: ApprovableType = {
  type: SUPPLY_REQUEST_APPROVABLE,
  recordName: SUPPLY_REQUEST_RECORD_NAME,
  policies: [
    {
      name: 'supply request',
      steps: [{ name: 'Project manager', reviewer: { kind: 'relation', relation: 'project_manager' } }],
      bulk_allowed: true,
    },
  ],
  subject: approvableSubject({
    kind: 'supply_request',
    family: 'purchasing',
    viewAbility: 'purchasing.orders.view',
    scope: ORDER_SCOPE,
    load: (id) => findEntity(SUPPLY_REQUEST, id),
    showPath: (request) => `/purchasing/purchase-orders/${request.purchase_order_id}`,
    summary: (request, acceptance) => ({
      title: { en: acceptance.title_en, ar: acceptance.title_ar },
      amount: sarOfHalalas(request.subtotal),
      percentage: null,
      project_id: request.project_id,
      client_id: null,
      unit_id: null,
      starts_at: null,
      ends_at: null,
      requested_at: request.submitted_at ?? request.created_at,
      requester_id: request.created_by_id,
    }),
  }),
  describe: async (id) => {
    const request = await findEntity(SUPPLY_REQUEST, id);
    const order = request ? await findEntity(PURCHASE_ORDER, request.purchase_order_id) : undefined;
    return request && order
      ? {
          summary: supplyRequestTitle(request, order.number ?? `#${order.id}`),
          amount: sarOfHalalas(request.subtotal),
          project_id: request.project_id,
          client_id: null,
          subtype: null,
          requester_id: request.created_by_id,
        }
      : undefined;
  },
  onApproved: (context) => decided(context, 'approve'),
  onRejected: (context) => decided(context, 'reject'),
  onCancelled: (context) => decided(context, 'cancel'),
};
