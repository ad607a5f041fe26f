import type { ModuleExamples } from '../../../infra/openapi/request-examples';

/**
 * A working request for each operation of system-user/book-visits, on the demo data of `npm start`,
 * as the demo staff user: a visit for client 3 is booked and rescheduled; one for lead 1 is booked,
 * checked and cancelled (which frees the lead's upcoming visit at project 1 for the next run). The
 * Postman collection books for a client of each run's own (`postman`).
 */
export const examples: ModuleExamples = {
  staffListBookVisits: { query: { status: 'scheduled', per_page: '5' } },
  staffFilterBookVisits: { query: { per_page: '5' }, body: { status: 'scheduled', project_id: '1' } },
  staffBookVisitFormData: {},
  staffCheckUpcomingBookVisit: {
    query: { attention_request_id: '1', project_id: '1' },
    after: ['staffStoreAttentionRequestBookVisit'],
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
    // A visit for the client clientSendOtp's script made for this run (a client has one upcoming visit
    // per project), on a day of its own: each second of the clock maps to its own day from 2031 on.
    postman: {
      path: { client_id: '{{run_client_id}}' },
      body: { visit_at: '{{client_visit_at}}' },
      prerequest: [
        'const day = Date.UTC(2031, 0, 1) + (Math.floor(Date.now() / 1000) % 36500) * 86400000;',
        "pm.environment.set('client_visit_at', new Date(day).toISOString().slice(0, 10) + ' 10:00');",
        "pm.environment.set('client_visit_moved_at', new Date(day + 86400000).toISOString().slice(0, 10) + ' 11:00');",
      ],
    },
  },
  staffStoreAttentionRequestBookVisit: {
    path: { attention_request_id: '1' },
    body: { project_id: '1', visit_at: '2030-03-05 14:00', kind: 'showroom' },
  },
  staffUpdateBookVisit: {
    path: { book_visit_id: '{created:staffStoreClientBookVisit}' },
    body: { visit_at: '2030-03-06 11:00', reason: 'The client asked for the next morning.' },
    postman: { body: { visit_at: '{{client_visit_moved_at}}' } },
  },
  staffDeleteBookVisit: {
    path: { book_visit_id: '{created:staffStoreAttentionRequestBookVisit}' },
    query: { reason: 'The client postponed the purchase.' },
    after: ['staffUpdateBookVisit', 'staffCheckUpcomingBookVisit'],
  },
};
