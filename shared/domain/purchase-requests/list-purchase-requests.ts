import { listPage } from '../../db/entity-store';
import { attributeName, type Locale } from '../../i18n';
import type { StaffCaller } from '../callers/callers';
import type { PageRequest } from '../lists';
import { PROJECT } from '../projects/projects';
import { PURCHASE_REQUEST } from '../purchasing/purchase-orders';
import { scopeFilters } from '../users/row-scope';
import {
  orderStatusOptions,
  sourcingOptions,
  staffPurchaseRequestRecords,
  statusOptions,
} from './purchase-request-records';
import { PURCHASE_REQUEST_SCOPE } from './purchase-request-scope';

/** The index's filters, each optional and combinable. */
export interface PurchaseRequestFilters {
  status?: string | undefined;
  project_id?: number | undefined;
  sourcing_status?: string | undefined;
  order_status?: string | undefined;
  date_from?: string | undefined;
  date_to?: string | undefined;
}

/** The projects the filters and the form offer (one page of the project list). */
const PROJECT_OPTIONS = 100;

/**
 * One page of the requests in the caller's `purchasing` row scope, newest first, by status, project,
 * sourcing and order progress and creation days. A `project_id` outside a projects scope is an
 * empty page. Combinations no list declares read their base list through the lists' fallback.
 */
export async function listStaffPurchaseRequests(
  caller: StaffCaller,
  options: PageRequest & { filters: PurchaseRequestFilters },
) {
  const scope = scopeFilters(caller, 'purchasing', PURCHASE_REQUEST_SCOPE);
  const empty = { items: [], total: 0 };
  if (scope === null) return empty;
  const { filters } = options;
  if (filters.project_id !== undefined && 'project_id' in scope) {
    if (!caller.project_ids.includes(filters.project_id)) return empty;
    delete scope.project_id;
  }
  const { items, total } = await listPage(PURCHASE_REQUEST, options.page, options.perPage, {
    filters: {
      ...scope,
      status: filters.status,
      project_id: filters.project_id ?? scope.project_id,
      sourcing_status: filters.sourcing_status,
      order_status: filters.order_status,
    },
    days: { from: filters.date_from, to: filters.date_to },
  });
  return { items: await staffPurchaseRequestRecords(items), total };
}

/**
 * The index's filters and their choices: status, project, sourcing and order progress, creation
 * days. Without counts: each would be a list read per option, more than the filters are worth.
 */
export async function purchaseRequestFilters(locale: Locale) {
  const projects = await listPage(PROJECT, 1, PROJECT_OPTIONS);
  return {
    filters: [
      {
        key: 'status',
        label: attributeName('status', locale),
        type: 'select' as const,
        options: statusOptions(locale),
      },
      {
        key: 'project_id',
        label: attributeName('project_id', locale),
        type: 'select' as const,
        options: projects.items.map((project) => ({ value: String(project.id), label: project.name })),
      },
      {
        key: 'sourcing_status',
        label: attributeName('sourcing_status', locale),
        type: 'select' as const,
        options: sourcingOptions(locale),
      },
      {
        key: 'order_status',
        label: attributeName('order_status', locale),
        type: 'select' as const,
        options: orderStatusOptions(locale),
      },
      { key: 'date', label: attributeName('date', locale), type: 'date_range' as const, options: [] },
    ],
  };
}
