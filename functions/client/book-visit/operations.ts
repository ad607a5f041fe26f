import * as z from 'zod/mini';
import { signedInClient } from '../../../shared/domain/clients/signed-in-client';
import { bookVisit, listClientVisits, visitFormData } from '../../../shared/domain/visits/visits';
import { page, single } from '../../../shared/http/envelopes';
import { idParameter, optionalIntegerText, optionalText, paginationQuery } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { pageRequest } from '../../../shared/http/pagination';

const DATE_TIME = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?Z?$/;

/** `YYYY-MM-DD HH:MM` (or ISO 8601 with a trailing Z), read as UTC. */
const dateTimeText = () =>
  z.pipe(
    z.string(),
    z.transform((value, context) => {
      const match = DATE_TIME.exec(value.trim());
      const date = match ? new Date(`${match[1]}T${match[2]}:${match[3]}:${match[4] ?? '00'}Z`) : undefined;
      if (!date || Number.isNaN(date.getTime()) || !date.toISOString().startsWith(match?.[1] ?? '-')) {
        context.issues.push({
          code: 'custom',
          message: 'validation.date_format',
          input: value,
          params: { format: 'Y-m-d H:i' },
        });
        return z.NEVER;
      }
      return date;
    }),
  );

/** GET /client/book-visit: the client's own visits, newest booking first. */
export const clientListVisits = defineOperation(
  { response: { kind: 'list', record: 'Visit' }, query: z.object(paginationQuery) },
  async ({ query, request }) =>
    page(await listClientVisits(await signedInClient(request), pageRequest(query, request.resourceUrl))),
);

/** GET /client/book-visit/get-form-data: the projects and the slot rules. */
export const clientVisitFormData = defineOperation(
  { response: { kind: 'single', record: 'VisitFormData' } },
  async () => single(await visitFormData()),
);

/**
 * POST /client/book-visit/store: `project_id`, `visit_at` (a future slot), optional `unit_id` of that
 * project and `notes`; 201. A slot already taken, or a second visit of the client at that time, is a
 * 422 on `visit_at`.
 */
export const clientBookVisitOperation = defineOperation(
  {
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
      await bookVisit(await signedInClient(request), {
        project_id: body.project_id,
        unit_id: body.unit_id,
        visit_at: body.visit_at,
        notes: body.notes ?? undefined,
      }),
    ),
);
