import { getEntity, listPage, listSearch, loadEntities } from '../../db/entity-store';
import type { ListQuery } from '../../db/lists';
import type { Locale } from '../../i18n';
import type { PageRequest } from '../lists';
import { roundQty, stockBalancesOf } from '../warehouse/stock';
import { WAREHOUSE, warehouseName } from '../warehouse/warehouses';
import { MATERIAL, materialName, materialRecord, unitLabel } from './materials';

/** The index's filters, each optional and combinable. */
export interface MaterialFilters {
  search?: string | undefined;
  material_category_id?: number | undefined;
  is_active?: boolean | undefined;
  is_stock_item?: boolean | undefined;
}

/** The most answers of the search box. */
export const MATERIAL_SEARCH_LIMIT = 20;

/**
 * The materials index (company-wide: no row scope), newest first: the declared list of the filters
 * (combined through the lists' fallback), or with `search` the search index's matches narrowed by
 * the other filters.
 */
export async function listMaterials(options: PageRequest & { filters: MaterialFilters }, locale: Locale) {
  const { filters } = options;
  const query: ListQuery = {
    filters: {
      material_category_id: filters.material_category_id,
      is_active: filters.is_active,
      is_stock_item: filters.is_stock_item,
    },
  };
  const { items, total } = filters.search
    ? await listSearch(MATERIAL, filters.search, options.page, options.perPage, undefined, query)
    : await listPage(MATERIAL, options.page, options.perPage, query);
  return { items: items.map((material) => materialRecord(material, locale)), total };
}

/**
 * The search box of the request and order forms: up to 20 active materials whose code or names
 * start with the term's words (one range of the search index, then the matches), newest first.
 * `available` is the quantity available (on hand less reserved) across warehouses, one query of its
 * stock balances per stock item found (at most 20, in parallel); null for a material not kept in stock.
 */
export async function searchMaterials(term: string, locale: Locale) {
  const { items } = await listSearch(
    MATERIAL,
    term,
    1,
    MATERIAL_SEARCH_LIMIT,
    (material) => material.is_active,
  );
  const available = await Promise.all(
    items.map(async (material) =>
      material.is_stock_item
        ? roundQty(
            (await stockBalancesOf(material.id)).reduce((sum, balance) => sum + balance.qty_available, 0),
          )
        : null,
    ),
  );
  const materials = items.map((material, index) => ({
    id: material.id,
    code: material.code,
    name: materialName(material, locale),
    unit: material.unit,
    unit_label: unitLabel(locale, material.unit),
    available: available[index] ?? null,
  }));
  return { materials };
}

/**
 * One material with what purchasing knows of it: its stock in each warehouse that holds or held it
 * (one query of its balances, one batch read of the warehouses). The last prices paid and the
 * quantities on open requests and orders are an empty list and zeros until the records keep them
 * per material (left for the warehouse issue): nothing is made up meanwhile.
 */
export async function showMaterial(id: number, locale: Locale) {
  const [material, balances] = await Promise.all([getEntity(MATERIAL, id, 'material'), stockBalancesOf(id)]);
  const warehouses = await loadEntities(
    balances.map((balance) => ({ type: WAREHOUSE, id: balance.warehouse_id })),
  );
  return {
    ...materialRecord(material, locale),
    stock: balances.map((balance) => {
      const warehouse = warehouses.get(WAREHOUSE, balance.warehouse_id);
      return {
        warehouse_id: balance.warehouse_id,
        warehouse: warehouse ? warehouseName(warehouse, locale) : '',
        qty_on_hand: balance.qty_on_hand,
        qty_available: balance.qty_available,
      };
    }),
    last_prices: [] as Array<{
      purchase_order_id: number;
      supplier_id: number;
      unit_price: number;
      at: string;
    }>,
    open_requested_qty: 0,
    open_ordered_qty: 0,
  };
}
