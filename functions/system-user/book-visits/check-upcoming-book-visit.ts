import * as z from 'zod/mini';
import { checkUpcomingVisit } from '../../../shared/domain/visits/staff-visit-queries';
import { ValidationError } from '../../../shared/errors';
import { single } from '../../../shared/http/envelopes';
import { idParameter, optionalIntegerText } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';

/**
 * GET {system_user_url}/crm/book-visits/check-upcoming?client_id=|attention_request_id=&project_id=:
 * `{has_upcoming, visit}`, the rule a booking is refused on; `visit` is null when the caller's row
 * scope does not show it. Exactly one of `client_id` and `attention_request_id`.
 */
export const staffCheckUpcomingBookVisit = defineOperation(
  {
    method: 'GET',
    path: '/crm/book-visits/check-upcoming',
    operationId: 'staffCheckUpcomingBookVisit',
    summary: 'BookVisit: check upcoming visit',
    response: { kind: 'single', record: 'VisitUpcoming' },
    query: z.object({
      client_id: optionalIntegerText({ min: 1 }),
      attention_request_id: optionalIntegerText({ min: 1 }),
      project_id: idParameter(),
    }),
  },
  async ({ query, request }) => {
    if (query.client_id === undefined && query.attention_request_id === undefined)
      throw ValidationError.forField('client_id', 'validation.required_without', {
        values: 'attention request id',
      });
    if (query.client_id !== undefined && query.attention_request_id !== undefined)
      throw ValidationError.forField('client_id', 'validation.prohibits', { other: 'attention request id' });
    return single(
      await checkUpcomingVisit(staffCaller(request), request.locale, {
        client_id: query.client_id,
        attention_request_id: query.attention_request_id,
        project_id: query.project_id,
      }),
    );
  },
);
