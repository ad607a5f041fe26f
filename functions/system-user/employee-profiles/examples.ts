import type { ModuleExamples } from '../../../infra/openapi/request-examples';

/** A working request for each operation of system-user/employee-profiles, on the demo data of `npm start`. */
export const examples: ModuleExamples = {
  staffMyEmployeeProfile: {},
};
