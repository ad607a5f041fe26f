import type { ModuleExamples } from '../../../infra/openapi/request-examples';

/** A working request for each operation of system-user/materials, on the demo data of `npm start`. */
export const examples: ModuleExamples = {
  staffSearchMaterials: { query: { q: 'rebar' } },
  staffListMaterials: { query: { material_category_id: '2', is_active: '1', per_page: '2' } },
  staffMaterialFilters: {},
  staffMaterialFormData: {},
  staffStoreMaterial: {
    body: {
      code: 'PIPE-UPVC-110-{unique}',
      name_ar: 'ماسورة يو بي في سي 110 مم',
      name_en: 'uPVC pipe 110 mm',
      material_category_id: '6',
      unit: 'm',
      vat_rate: '15',
      is_stock_item: '1',
      min_stock: '200',
    },
  },
  staffUpdateMaterial: {
    path: { material_id: '{created:staffStoreMaterial}' },
    body: { specifications: 'SASO-approved, pressure class 6 bar', min_stock: '300' },
  },
  staffDeleteMaterial: { path: { material_id: '{created:staffStoreMaterial}' } },
  staffShowMaterial: { path: { material_id: '101' } },
};
