import * as z from 'zod/mini';
import { listDigestEntries } from '../../../shared/domain/acceptances/digest-entries';
import { page } from '../../../shared/http/envelopes';
import {
  filterText,
  optionalDateText,
  optionalIntegerText,
  paginationQuery,
} from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';

/**
 * POST {system_user_url}/acceptances/daily-digest/filter: the caller's daily digest entries, newest
 * first, by one of `date` (YYYY-MM-DD), `client_id`, `approvable_type` or `project_id` (two at
 * once: 422 naming the allowed ones); `page` and `per_page` in the query.
 */
export const staffDailyDigestFilter = defineOperation(
  {
    method: 'POST',
    path: '/acceptances/daily-digest/filter',
    operationId: 'staffDailyDigestFilter',
    summary: 'Acceptance: daily-digest Index Filter',
    response: { kind: 'list', record: 'AcceptanceDigestEntry' },
    query: z.object({ ...paginationQuery }),
    body: z.object({
      date: optionalDateText(),
      client_id: optionalIntegerText({ min: 1 }),
      approvable_type: filterText(50),
      project_id: optionalIntegerText({ min: 1 }),
    }),
  },
  async ({ body, request }) =>
    page(
      await listDigestEntries(staffCaller(request).id, request.locale, {
        ...request.page,
        filters: {
          digest_date: body.date,
          client_id: body.client_id,
          approvable_type: body.approvable_type,
          project_id: body.project_id,
        },
      }),
      request,
    ),
);
