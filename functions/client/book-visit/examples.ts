import type { ModuleExamples } from '../../../infra/openapi/request-examples';

/** A working request for each operation of client/book-visit, on the demo data of `npm start`. */
export const examples: ModuleExamples = {
  clientListVisits: { query: { per_page: '10' } },
  clientVisitFormData: {},
  clientBookVisit: {
    body: { project_id: '1', unit_id: '1', visit_at: '2030-03-04 10:30', notes: 'Morning, please.' },
  },
};
