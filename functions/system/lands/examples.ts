import type { ModuleExamples } from '../../../infra/openapi/request-examples';

/** A working request for each operation of system/lands, on the demo data of `npm start`. */
export const examples: ModuleExamples = {
  systemListLands: { query: { status: 'purchased', per_page: '2' } },
  systemListLandOwners: { query: { search: 'subaie', per_page: '2' } },
  systemShowLand: { path: { land_id: '1' } },
  systemShowLandOwner: { path: { land_owner_id: '1' } },
};
