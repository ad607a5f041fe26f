import { getEntity, listPage, listSearch } from '../../db/entity-store';
import type { FilterValue } from '../../db/entity-type';
import type { PageRequest } from '../lists';
import { DISCOUNT, type DiscountEntity, discountRecords, SYSTEM_DISCOUNT_FILTERS } from './discounts';

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
export interface DiscountRestriction {
  filters: Record<string, FilterValue | readonly FilterValue[]>;
  keep: (discount: DiscountEntity) => boolean;
  /** The filter combinations the list may use (its 422 names only these). */
  among: ReadonlyArray<readonly string[]>;
}

const UNRESTRICTED: DiscountRestriction = { filters: {}, keep: () => true, among: SYSTEM_DISCOUNT_FILTERS };

/**
 * A page of discounts matching every given filter, newest first: with `search`, the search index's
 * matches narrowed by the other filters; without, the declared list of the filters (shared/db/lists.ts).
 * The staff index passes its row scope as `restriction`.
 */
export async function listDiscounts(
  options: PageRequest & { filters: DiscountFilters },
  restriction: DiscountRestriction = UNRESTRICTED,
) {
  const { filters } = options;
  if (filters.search) {
    // The search index finds the matches; the other filters narrow them.
    const keep = (discount: DiscountEntity) =>
      restriction.keep(discount) &&
      (filters.type === undefined || discount.type === filters.type) &&
      (filters.value_type === undefined || discount.value_type === filters.value_type) &&
      (filters.status === undefined || discount.status === filters.status) &&
      (filters.project_id === undefined || discount.project_id === filters.project_id) &&
      (filters.created_at === undefined || discount.created_at.startsWith(filters.created_at));
    const { items, total } = await listSearch(DISCOUNT, filters.search, options.page, options.perPage, keep);
    return { items: await discountRecords(items), total };
  }
  const { items, total } = await listPage(DISCOUNT, options.page, options.perPage, {
    filters: {
      ...restriction.filters,
      type: filters.type,
      value_type: filters.value_type,
      status: filters.status,
      project_id: filters.project_id,
    },
    days: { from: filters.created_at, to: filters.created_at },
    among: restriction.among,
  });
  return { items: await discountRecords(items), total };
}

/** One discount, the same record as the index items, or 404. */
export async function showDiscount(id: number) {
  const discount = await getEntity(DISCOUNT, id, 'discount');
  const [record] = await discountRecords([discount]);
  return record;
}
