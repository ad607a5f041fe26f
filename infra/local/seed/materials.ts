import { createMaterial, type MaterialInput } from '../../../shared/domain/materials/store-material';
import { halalasOfSar } from '../../../shared/domain/money';

/**
 * The demo catalogue (STAFF-DOMAIN-2 1.9): ready-mix C40 (101) and 16 mm rebar (205), which the
 * seeded purchase request names, and six more, in three categories (concrete, steel, masonry), at
 * fixed ids; the id counter moves past them. The last prices of 101 and 205 are the seeded order's.
 */
const DEMO_MATERIALS: Array<MaterialInput & { id: number; last_price_sar?: number }> = [
  {
    id: 101,
    code: 'RMC-C40',
    name_ar: 'خرسانة جاهزة C40',
    name_en: 'Ready-mix concrete C40',
    material_category_id: 1,
    unit: 'm3',
    specifications: 'Characteristic strength 40 MPa, slump 100 mm, delivered by truck mixer',
    is_stock_item: false,
    last_price_sar: 410,
  },
  {
    id: 102,
    code: 'RMC-C30',
    name_ar: 'خرسانة جاهزة C30',
    name_en: 'Ready-mix concrete C30',
    material_category_id: 1,
    unit: 'm3',
    is_stock_item: false,
  },
  {
    id: 103,
    code: 'CEM-OPC-50',
    name_ar: 'أسمنت بورتلاندي عادي كيس 50 كغ',
    name_en: 'Ordinary Portland cement, 50 kg bag',
    material_category_id: 1,
    unit: 'bag',
    min_stock: 500,
  },
  {
    id: 205,
    code: 'RBR-G60-16',
    name_ar: 'حديد تسليح درجة 60 قطر 16 مم',
    name_en: 'Rebar grade 60, 16 mm',
    material_category_id: 2,
    unit: 't',
    specifications: 'SASO ASTM A615 grade 60, 12 m bars',
    min_stock: 20,
    last_price_sar: 1791.25,
  },
  {
    id: 206,
    code: 'RBR-G60-12',
    name_ar: 'حديد تسليح درجة 60 قطر 12 مم',
    name_en: 'Rebar grade 60, 12 mm',
    material_category_id: 2,
    unit: 't',
    min_stock: 10,
  },
  {
    id: 207,
    code: 'WIRE-BIND-1.6',
    name_ar: 'سلك رباط 1.6 مم',
    name_en: 'Binding wire 1.6 mm',
    material_category_id: 2,
    unit: 'roll',
  },
  {
    id: 301,
    code: 'BLK-HOL-20',
    name_ar: 'بلك أسمنتي مفرغ 20 سم',
    name_en: 'Hollow concrete block 20 cm',
    material_category_id: 3,
    unit: 'piece',
    min_stock: 2000,
  },
  {
    id: 302,
    code: 'BLK-INS-20',
    name_ar: 'بلك معزول 20 سم',
    name_en: 'Insulated block 20 cm',
    material_category_id: 3,
    unit: 'piece',
    is_active: false,
  },
];

/** Writes the demo materials through the catalogue's own create (code markers, lists, search words). */
export async function seedMaterials(): Promise<void> {
  for (const { id, last_price_sar, ...input } of DEMO_MATERIALS) {
    await createMaterial(input, {
      id,
      last_purchase_price: last_price_sar === undefined ? null : halalasOfSar(last_price_sar),
    });
  }
}
