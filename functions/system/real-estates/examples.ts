import type { ModuleExamples } from '../../../infra/openapi/request-examples';

/** A working request for each operation of system/real-estates, on the demo data of `npm start`. */
export const examples: ModuleExamples = {
  systemListRealEstates: { query: { per_page: '2' } },
};
