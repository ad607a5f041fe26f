import type { ModuleExamples } from '../../../infra/openapi/request-examples';

/** A working request for each operation of system/projects, on the demo data of `npm start`. */
export const examples: ModuleExamples = {
  systemListProjects: { query: { status: 'under_construction', per_page: '1' } },
  systemListProjectsSmallData: {},
  systemShowProject: { path: { project_id: '1' } },
};
