import type { ModuleExamples } from '../../../infra/openapi/request-examples';

/** A working request for each operation of system-user/purchase-request-forms, on the demo data of `npm start`. */
export const examples: ModuleExamples = {
  staffPurchaseRequestProjectItems: { query: { project_id: '1' } },
  staffPurchaseRequestMaterials: { query: { search: 'rebar' } },
  staffPurchaseRequestSupplyAgreements: { query: { 'material_ids[]': '101' } },
  staffPurchaseRequestSuppliers: { query: { 'material_ids[]': '101' } },
};
