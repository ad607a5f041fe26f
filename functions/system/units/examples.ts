import type { ModuleExamples } from '../../../infra/openapi/request-examples';

/** A working request for each operation of system/units, on the demo data of `npm start`. */
export const examples: ModuleExamples = {
  systemListUnits: { query: { search: 'ALM-A', per_page: '2' } },
  systemListProjectUnits: { path: { project_id: '1' }, query: { status: 'sold', per_page: '2' } },
  systemShowUnit: { path: { unit_id: '3' } },
};
