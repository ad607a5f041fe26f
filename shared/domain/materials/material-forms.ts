import { listPage } from '../../db/entity-store';
import { type Locale, type MessageKey, translate } from '../../i18n';
import { SUPPLIER_PROFILE } from '../purchasing/suppliers';
import {
  categoryLabel,
  MATERIAL_CATEGORIES,
  MATERIAL_UNITS,
  MATERIAL_VAT_RATES,
  unitLabel,
} from './materials';

const categories = (locale: Locale) =>
  MATERIAL_CATEGORIES.map((category) => ({
    value: String(category.id),
    label: categoryLabel(locale, category.id) ?? category.key,
  }));

const units = (locale: Locale) =>
  MATERIAL_UNITS.map((unit) => ({ value: unit, label: unitLabel(locale, unit) }));

const yesNo = (locale: Locale) => [
  { value: '1', label: translate(locale, 'materials.filter.yes') },
  { value: '0', label: translate(locale, 'materials.filter.no') },
];

/** Suppliers a form offers: not blocked, newest first (the first 100: operators add suppliers rarely). */
const FORM_SUPPLIERS = 100;

/**
 * The store and update form's choices: categories, units, VAT rates, and the suppliers a material
 * may name as default (the supplier profiles not blocked: one list read).
 */
export async function materialFormData(locale: Locale) {
  const suppliers = await listPage(SUPPLIER_PROFILE, 1, FORM_SUPPLIERS, { filters: { is_blocked: false } });
  return {
    categories: categories(locale),
    units: units(locale),
    vat_rates: MATERIAL_VAT_RATES.map((rate) => ({ value: String(rate), label: `${rate}%` })),
    suppliers: suppliers.items.map((supplier) => ({ id: supplier.id, name: supplier.name })),
  };
}

/** The materials index's filters: search, category, active, stock item. */
export function materialFilters(locale: Locale) {
  const label = (key: string) => translate(locale, `materials.filter.${key}` as MessageKey);
  return {
    filters: [
      { key: 'search', label: label('search'), type: 'text' as const, options: [] },
      {
        key: 'material_category_id',
        label: label('material_category_id'),
        type: 'select' as const,
        options: categories(locale),
      },
      { key: 'is_active', label: label('is_active'), type: 'select' as const, options: yesNo(locale) },
      {
        key: 'is_stock_item',
        label: label('is_stock_item'),
        type: 'select' as const,
        options: yesNo(locale),
      },
    ],
  };
}
