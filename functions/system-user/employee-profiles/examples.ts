import type { ModuleExamples } from '../../../infra/openapi/request-examples';

/**
 * A working request for each operation of system-user/employee-profiles, on the demo data of
 * `npm start` (the demo staff user: every ability; profile 9 is the demo employee's).
 */
export const examples: ModuleExamples = {
  staffMyEmployeeProfile: {},
  staffListEmployeeProfiles: { query: { department_id: '5' } },
  staffEmployeeProfileFilters: {},
  staffShowEmployeeProfile: { path: { employee_profile_id: '9' } },
};
