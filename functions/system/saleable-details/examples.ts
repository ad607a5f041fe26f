import type { ModuleExamples } from '../../../infra/openapi/request-examples';

/** A working request for each operation of system/saleable-details, on the demo data of `npm start`. */
export const examples: ModuleExamples = {
  systemAvailableForSale: { query: { project_id: '1', rooms: '2', per_page: '2' } },
};
