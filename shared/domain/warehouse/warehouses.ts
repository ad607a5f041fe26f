import { type EntityOf, entityType } from '../../db/entity-type';
import type { Locale } from '../../i18n';

/**
 * A place stock is kept (STAFF-DOMAIN-2 1.2): the company's main store, or a project's site store.
 * A warehouse keeper's `warehouses` row scope names the ids they keep.
 */
export interface Warehouse {
  name_ar: string;
  name_en: string | null;
  kind: 'main' | 'site';
  project_id: number | null;
  keeper_user_id: number | null;
  is_active: boolean;
}

/** Warehouses, listed by project. */
export const WAREHOUSE = entityType<Warehouse>('WAREHOUSE', { lists: [['project_id']] });

export type WarehouseEntity = EntityOf<typeof WAREHOUSE>;

/** A warehouse's name in the caller's language. */
export const warehouseName = (warehouse: Pick<Warehouse, 'name_ar' | 'name_en'>, locale: Locale) =>
  locale === 'en' ? (warehouse.name_en ?? warehouse.name_ar) : warehouse.name_ar;
