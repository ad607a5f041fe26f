import type { ModuleExamples } from '../../../infra/openapi/request-examples';

/** A working request for each operation of client/book-visit, on the demo data of `npm start`. */
export const examples: ModuleExamples = {
  clientListVisits: { query: { per_page: '10' } },
  clientVisitFormData: {},
  clientBookVisit: {
    body: { project_id: '1', unit_id: '1', visit_at: '2030-03-04 10:30', notes: 'Morning, please.' },
    // A slot is taken once: the Postman run takes one no earlier run took.
    postman: {
      body: { visit_at: '{{visit_at}}' },
      prerequest: [
        // Each second of the clock maps to its own half-hour slot (09:00-17:30 UTC) of a day from 2031 on.
        'const second = Math.floor(Date.now() / 1000) % (18 * 36500);',
        'const day = new Date(Date.UTC(2031, 0, 1) + Math.floor(second / 18) * 86400000).toISOString().slice(0, 10);',
        'const minutes = 9 * 60 + (second % 18) * 30;',
        "pm.environment.set('visit_at', day + ' ' + String(Math.floor(minutes / 60)).padStart(2, '0') + ':' + String(minutes % 60).padStart(2, '0'));",
      ],
    },
  },
};
