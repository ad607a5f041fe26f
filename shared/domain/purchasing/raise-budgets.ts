import { getEntity, listPage, loadEntities } from '../../db/entity-store';
import { type EntityOf, entityType } from '../../db/entity-type';
import type { PageRequest } from '../lists';
import { PROJECT, projectSimple } from '../projects/projects';
import { USER, userSimple } from '../users/users';
import { PURCHASE_ORDER, withSar } from './purchase-orders';

/**
 * A request to raise a project's allocated budget to cover a purchase order; listed under its
 * project (the Project's raise_budgets_count) and under its purchase order.
 */
export interface RaiseBudget {
  project_id: number;
  purchase_order_id: number;
  requested_by_user_id: number;
  approved_by_user_id: number | null;
  /** Halalas (SAR on the wire): the shortfall it raises the budget line by. */
  amount: number;
  reason: string | null;
  status: string;
  decided_at: string | null;
  /** The budget line it raises (issue 32: a raise budget is the approval of an over-budget order). */
  project_item_id?: number | null;
  acceptance_id?: number | null;
}

/** Raise-budget requests are listed by every combination of status, project and purchase order. */
export const RAISE_BUDGET = entityType<RaiseBudget>('RAISE_BUDGET', {
  lists: [
    ['status'],
    ['project_id'],
    ['purchase_order_id'],
    ['status', 'project_id'],
    ['status', 'purchase_order_id'],
    ['project_id', 'purchase_order_id'],
    ['status', 'project_id', 'purchase_order_id'],
  ],
});

/**
 * pending -> approved or rejected (decided_at and approved_by_user_id set on the decision); an
 * approval withdrawn (its order cancelled) leaves it rejected.
 */
export const RAISE_BUDGET_STATUSES = ['pending', 'approved', 'rejected'] as const;

/** What a raise-budget request holds (created_at is the entity's own). */
export const RAISE_BUDGET_FIELDS = [
  'id',
  'project_id',
  'purchase_order_id',
  'requested_by_user_id',
  'approved_by_user_id',
  'amount',
  'reason',
  'status',
  'decided_at',
  'created_at',
] as const;

/** The purchase order summary nested in a RaiseBudget. */
export const RAISE_BUDGET_ORDER_FIELDS = ['id', 'title', 'total', 'status'] as const;

/** The order nested in a raise budget (its total in SAR), or null. */
const orderSummary = (order: object | undefined) =>
  order ? withSar(order, RAISE_BUDGET_ORDER_FIELDS, ['total']) : null;

export type RaiseBudgetEntity = EntityOf<typeof RAISE_BUDGET>;

interface RaiseBudgetFilters {
  status?: string | undefined;
  project_id?: number | undefined;
  purchase_order_id?: number | undefined;
}

/** RaiseBudget records with their project, purchase order summary and users, loaded in one batch. */
export async function raiseBudgetRecords(requests: RaiseBudgetEntity[]) {
  const loaded = await loadEntities(
    requests.flatMap((request) => [
      { type: PROJECT, id: request.project_id },
      { type: PURCHASE_ORDER, id: request.purchase_order_id },
      { type: USER, id: request.requested_by_user_id },
      { type: USER, id: request.approved_by_user_id },
    ]),
  );
  return Promise.all(
    requests.map(async (request) => ({
      ...withSar(request, RAISE_BUDGET_FIELDS, ['amount']),
      project: await projectSimple(loaded.get(PROJECT, request.project_id)),
      purchaseOrder: orderSummary(loaded.get(PURCHASE_ORDER, request.purchase_order_id)),
      requestedBy: userSimple(loaded.get(USER, request.requested_by_user_id)),
      approvedBy: userSimple(loaded.get(USER, request.approved_by_user_id)),
    })),
  );
}

/** A page of raise-budget requests, newest first, by any of status, project and purchase order. */
export async function listRaiseBudgets(options: PageRequest & { filters: RaiseBudgetFilters }) {
  const { filters } = options;
  const { items, total } = await listPage(RAISE_BUDGET, options.page, options.perPage, {
    filters: {
      status: filters.status,
      project_id: filters.project_id,
      purchase_order_id: filters.purchase_order_id,
    },
  });
  return { items: await raiseBudgetRecords(items), total };
}

/** One raise-budget request with its project, purchase order and users, or 404. */
export async function showRaiseBudget(id: number) {
  const request = await getEntity(RAISE_BUDGET, id, 'raise budget');
  const [record] = await raiseBudgetRecords([request]);
  return record;
}
