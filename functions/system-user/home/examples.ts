import type { ModuleExamples } from '../../../infra/openapi/request-examples';

/** A working request for each operation of system-user/home, on the demo data of `npm start`. */
export const examples: ModuleExamples = {
  staffHomeCard: {},
  staffHomeSummary: {},
};
