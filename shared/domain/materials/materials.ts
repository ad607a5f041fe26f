import { type EntityOf, entityType } from '../../db/entity-type';
import { type Locale, type MessageKey, translate } from '../../i18n';
import { sarOrNull } from '../money';

/**
 * The units a material is counted in (its `unit` code); the label follows the caller's language.
 * A fixed list: the catalogue has no unit operations.
 */
export const MATERIAL_UNITS = ['m3', 't', 'kg', 'bag', 'piece', 'm', 'm2', 'l', 'roll'] as const;
export type MaterialUnit = (typeof MATERIAL_UNITS)[number];

/**
 * The material categories, by id (a supplier profile will name the categories it serves). A fixed
 * list [D]: the catalogue has no category operations; a new one is a line here.
 */
export const MATERIAL_CATEGORIES = [
  { id: 1, key: 'concrete' },
  { id: 2, key: 'steel' },
  { id: 3, key: 'masonry' },
  { id: 4, key: 'finishing' },
  { id: 5, key: 'electrical' },
  { id: 6, key: 'plumbing' },
] as const;
export const MATERIAL_CATEGORY_IDS: readonly number[] = MATERIAL_CATEGORIES.map((category) => category.id);

/** The VAT rates a material may carry (percent): standard 15, or zero-rated. */
export const MATERIAL_VAT_RATES = [0, 15] as const;

/**
 * A material of the company-wide catalogue (no row scope). `reference_count` counts the purchasing
 * records that name it (requests, orders, receipts: `materialReference` in their transaction):
 * while above 0 the unit and the stock-item flag are frozen and the material cannot be deleted.
 * `last_purchase_price` is in halalas.
 */
export interface Material {
  code: string;
  name_ar: string;
  name_en: string | null;
  material_category_id: number;
  unit: MaterialUnit;
  specifications: string | null;
  vat_rate: number;
  is_stock_item: boolean;
  default_supplier_ids: number[];
  /** Null: the company's setting applies. */
  over_receipt_allowance_pct: number | null;
  min_stock: number | null;
  last_purchase_price: number | null;
  is_active: boolean;
  reference_count: number;
}

/**
 * Materials, listed by category, by active flag and by stock-item flag (each alone; the index combines
 * them through the lists' fallback). A write moves 2 items per set: a create adds 8.
 */
export const MATERIAL = entityType<Material>('MATERIAL', {
  lists: [['material_category_id'], ['is_active'], ['is_stock_item']],
});

export type MaterialEntity = EntityOf<typeof MATERIAL>;

/** The unique-marker kind of a material's code (codes compare upper-cased). */
export const MATERIAL_CODE_KIND = 'material-code';

/** The code as it is stored and compared: trimmed, upper case. */
export const normalMaterialCode = (code: string) => code.trim().toUpperCase();

/** A material's document number (`MAT-000101`), from its id. */
export const materialNumber = (id: number) => `MAT-${String(id).padStart(6, '0')}`;

/** The values the search index finds a material by. */
export const materialSearchValues = (material: Material) => [
  material.code,
  material.name_ar,
  material.name_en,
];

/** A material's name in the caller's language (the Arabic name when it has no English one). */
export const materialName = (material: Pick<Material, 'name_ar' | 'name_en'>, locale: Locale) =>
  locale === 'en' ? (material.name_en ?? material.name_ar) : material.name_ar;

export const unitLabel = (locale: Locale, unit: string) =>
  translate(locale, `materials.unit.${unit}` as MessageKey);

export const categoryLabel = (locale: Locale, id: number) => {
  const category = MATERIAL_CATEGORIES.find((entry) => entry.id === id);
  return category ? translate(locale, `materials.category.${category.key}` as MessageKey) : null;
};

/** The wire record of a material (index, store, update): money in SAR. */
export function materialRecord(material: MaterialEntity, locale: Locale) {
  return {
    id: material.id,
    number: materialNumber(material.id),
    code: material.code,
    name: materialName(material, locale),
    name_ar: material.name_ar,
    name_en: material.name_en ?? null,
    material_category_id: material.material_category_id,
    category: categoryLabel(locale, material.material_category_id),
    unit: material.unit,
    unit_label: unitLabel(locale, material.unit),
    specifications: material.specifications ?? null,
    vat_rate: material.vat_rate,
    is_stock_item: material.is_stock_item,
    default_supplier_ids: material.default_supplier_ids ?? [],
    over_receipt_allowance_pct: material.over_receipt_allowance_pct ?? null,
    min_stock: material.min_stock ?? null,
    last_purchase_price: sarOrNull(material.last_purchase_price),
    is_active: material.is_active,
    is_referenced: (material.reference_count ?? 0) > 0,
    version: material.version,
    created_at: material.created_at,
    updated_at: material.updated_at,
  };
}
