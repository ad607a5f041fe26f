import { raiseIdCounter } from '../../db/counters';
import { createEntity } from '../../db/entity-store';
import { ValidationError } from '../../errors';
import type { Locale } from '../../i18n';
import {
  MATERIAL,
  MATERIAL_CATEGORY_IDS,
  MATERIAL_CODE_KIND,
  type Material,
  type MaterialUnit,
  materialRecord,
  materialSearchValues,
  normalMaterialCode,
} from './materials';

/** What the store form sends (after validation): the code and names, unit, category, VAT rate, flags. */
export interface MaterialInput {
  code: string;
  name_ar: string;
  name_en?: string | null | undefined;
  material_category_id: number;
  unit: MaterialUnit;
  specifications?: string | null | undefined;
  vat_rate?: number | undefined;
  is_stock_item?: boolean | undefined;
  is_active?: boolean | undefined;
  over_receipt_allowance_pct?: number | null | undefined;
  min_stock?: number | null | undefined;
}

/** A category the catalogue knows, else the field's 422. */
export function assertCategory(id: number | undefined): void {
  if (id !== undefined && !MATERIAL_CATEGORY_IDS.includes(id))
    throw ValidationError.forField('material_category_id', 'validation.exists');
}

/**
 * Creates a material: its code unique among live materials (a marker in the same transaction, so
 * parallel stores of one code give one material and 422s), upper-cased; active and a stock item
 * unless said otherwise, VAT 15 % by default. `extra` is for the seed (a fixed id, a last price).
 */
export async function createMaterial(
  input: MaterialInput,
  extra: { id?: number; last_purchase_price?: number | null } = {},
) {
  assertCategory(input.material_category_id);
  const material: Material = {
    code: normalMaterialCode(input.code),
    name_ar: input.name_ar,
    name_en: input.name_en ?? null,
    material_category_id: input.material_category_id,
    unit: input.unit,
    specifications: input.specifications ?? null,
    vat_rate: input.vat_rate ?? 15,
    is_stock_item: input.is_stock_item ?? true,
    default_supplier_ids: [],
    over_receipt_allowance_pct: input.over_receipt_allowance_pct ?? null,
    min_stock: input.min_stock ?? null,
    last_purchase_price: extra.last_purchase_price ?? null,
    is_active: input.is_active ?? true,
    reference_count: 0,
  };
  // A fixed id (the demo's 101 and 205) first moves the counter past it: later stores never take it.
  if (extra.id !== undefined) await raiseIdCounter(MATERIAL, extra.id);
  return createEntity(MATERIAL, material, {
    uniques: [{ kind: MATERIAL_CODE_KIND, field: 'code', value: material.code }],
    search: materialSearchValues(material),
    ...(extra.id !== undefined ? { id: extra.id } : {}),
  });
}

/** POST /purchasing/materials: the new material's record. */
export async function storeMaterial(input: MaterialInput, locale: Locale) {
  return materialRecord(await createMaterial(input), locale);
}
