import { getEntity, listPage, listSearch } from '../../db/entity-store';
import type { FilterValue } from '../../db/entity-type';
import type { ListQuery } from '../../db/lists';
import { NotFoundError } from '../../errors';
import type { StaffCaller } from '../callers/callers';
import type { PageRequest } from '../lists';
import { inScope, type ScopedFields, scopeFilters } from '../users/row-scope';
import {
  DISCOUNT,
  type DiscountEntity,
  discountRecords,
  SCOPED_DISCOUNT_FILTERS,
  SYSTEM_DISCOUNT_FILTERS,
} from './discounts';

/**
 * Where a discount keeps what the staff row scope (holds and sales: a discount prices them)
 * compares: who asked for it and their department (an agent sees the discounts they asked for, a
 * manager their department's, a director all).
 */
export const DISCOUNT_SCOPE: ScopedFields = { owner: 'requested_by_user_id', department: 'department_id' };

export interface DiscountFilters {
  search?: string | undefined;
  type?: string | undefined;
  value_type?: string | undefined;
  status?: string | undefined;
  project_id?: number | undefined;
  /** A day, YYYY-MM-DD (UTC): discounts created on it. */
  created_at?: string | undefined;
}

/** Which rows a discount list may show: the row scope's equality filters and its own check. */
interface DiscountRestriction {
  filters: Record<string, FilterValue | readonly FilterValue[]>;
  keep: (discount: DiscountEntity) => boolean;
  /** The filter combinations the list may use (its 422 names only these). */
  among: ReadonlyArray<readonly string[]>;
}

const UNRESTRICTED: DiscountRestriction = { filters: {}, keep: () => true, among: SYSTEM_DISCOUNT_FILTERS };

/**
 * The rows a staff caller's scope lets the index show: an `all` scope takes every combination of
 * the system index; a scoped caller the scope alone or with `status` (each with `created_at`).
 * Null: the scope sees nothing.
 */
function restrictionOf(caller: StaffCaller): DiscountRestriction | null {
  const scope = scopeFilters(caller, 'holds-and-sales', DISCOUNT_SCOPE);
  if (scope === null) return null;
  return {
    filters: scope,
    keep: (discount) => inScope(caller, 'holds-and-sales', discount, DISCOUNT_SCOPE),
    among: Object.keys(scope).length === 0 ? SYSTEM_DISCOUNT_FILTERS : SCOPED_DISCOUNT_FILTERS,
  };
}

/**
 * The discount index of both surfaces: a page of discounts matching every given filter, newest
 * first: with `search`, the search index's matches narrowed by the other filters (and kept in
 * scope); without, the declared list of the filters (shared/db/lists.ts). The staff index passes
 * its caller, whose row scope narrows the rows; the system index (keys only) sees every discount.
 */
export async function listDiscounts(
  options: PageRequest & { filters: DiscountFilters },
  caller?: StaffCaller,
) {
  const restriction = caller ? restrictionOf(caller) : UNRESTRICTED;
  if (restriction === null) return { items: [], total: 0 };
  const { filters } = options;
  // The list of every filter but the search: its page, or what narrows a broad search.
  const query: ListQuery = {
    filters: {
      ...restriction.filters,
      type: filters.type,
      value_type: filters.value_type,
      status: filters.status,
      project_id: filters.project_id,
    },
    days: { from: filters.created_at, to: filters.created_at },
    among: restriction.among,
  };
  if (filters.search) {
    // The search index finds the matches; the query's filters and days narrow them (past the lists'
    // bound of matches, first by the ids of their list), the caller's row scope too.
    const { items, total } = await listSearch(
      DISCOUNT,
      filters.search,
      options.page,
      options.perPage,
      restriction.keep,
      query,
    );
    return { items: await discountRecords(items), total };
  }
  const { items, total } = await listPage(DISCOUNT, options.page, options.perPage, query);
  return { items: await discountRecords(items), total };
}

/**
 * One discount, the same record as the index items, or 404; for a staff caller, 404 outside their
 * row scope too.
 */
export async function showDiscount(id: number, caller?: StaffCaller) {
  const discount = await getEntity(DISCOUNT, id, 'discount');
  if (caller && !inScope(caller, 'holds-and-sales', discount, DISCOUNT_SCOPE))
    throw new NotFoundError('discount');
  const [record] = await discountRecords([discount]);
  return record;
}
