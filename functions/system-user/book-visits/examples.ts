import type { ModuleExamples } from '../../../infra/openapi/request-examples';

/**
 * A working request for each operation of system-user/book-visits, on the demo data of `npm start`,
 * as the demo staff user: a visit for client 3 is booked, rescheduled and cancelled (which frees the
 * client's upcoming visit at project 1 for the next run); a lead's visit is booked for the lead the
 * system surface's example stores.
 */
export const examples: ModuleExamples = {
  staffListBookVisits: { query: { status: 'scheduled', per_page: '5' } },
  staffFilterBookVisits: { query: { per_page: '5' }, body: { status: 'scheduled', project_id: '1' } },
  staffBookVisitFormData: {},
  staffCheckUpcomingBookVisit: {
    query: { client_id: '3', project_id: '1' },
    after: ['staffStoreClientBookVisit'],
  },
  staffStoreClientBookVisit: {
    path: { client_id: '3' },
    body: {
      project_id: '1',
      unit_id: '1',
      visit_at: '2030-03-05 10:00',
      duration_minutes: '60',
      kind: 'site',
      notes: 'Show the corner units first.',
    },
  },
  staffStoreAttentionRequestBookVisit: {
    path: { attention_request_id: '{created:systemStoreAttentionRequest}' },
    body: { project_id: '1', visit_at: '2030-03-05 14:00', kind: 'showroom' },
  },
  staffUpdateBookVisit: {
    path: { book_visit_id: '{created:staffStoreClientBookVisit}' },
    body: { visit_at: '2030-03-06 11:00', reason: 'The client asked for the next morning.' },
  },
  staffDeleteBookVisit: {
    path: { book_visit_id: '{created:staffStoreClientBookVisit}' },
    query: { reason: 'The client postponed the purchase.' },
    after: ['staffUpdateBookVisit', 'staffCheckUpcomingBookVisit'],
  },
};
