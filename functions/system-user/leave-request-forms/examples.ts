import type { ModuleExamples } from '../../../infra/openapi/request-examples';

/** A working request for each operation of system-user/leave-request-forms, as the demo staff user. */
export const examples: ModuleExamples = {
  staffListLeaveRequests: { query: { scope: 'all', leave_type_id: '2' } },
  staffLeaveRequestFilters: {},
  staffLeaveRequestFormData: {},
};
