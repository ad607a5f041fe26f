import * as z from 'zod/mini';
import { bookVisit } from '../../../shared/domain/visits/visits';
import { single } from '../../../shared/http/envelopes';
import { idParameter, optionalIntegerText, optionalText } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { clientCaller } from '../../../shared/http/request-caller';
import { dateTimeText } from './fields';

/**
 * POST /client/book-visit/store: `project_id`, `visit_at` (a future slot), optional `unit_id` of that
 * project and `notes`; 201. A slot already taken, or a second visit of the client at that time, is a
 * 422 on `visit_at`.
 */
export const clientBookVisitOperation = defineOperation(
  {
    method: 'POST',
    path: '/book-visit/store',
    operationId: 'clientBookVisit',
    summary: 'book visit: store',
    response: { kind: 'single', record: 'Visit', created: true },
    body: z.object({
      project_id: idParameter(),
      unit_id: optionalIntegerText({ min: 1 }),
      visit_at: dateTimeText(),
      notes: optionalText(1000),
    }),
  },
  async ({ body, request }) =>
    single(
      await bookVisit(clientCaller(request).client, {
        project_id: body.project_id,
        unit_id: body.unit_id,
        visit_at: body.visit_at,
        notes: body.notes ?? undefined,
      }),
    ),
);
