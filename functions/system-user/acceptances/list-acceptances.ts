import * as z from 'zod/mini';
import { ACCEPTANCE_TABS, listAcceptances } from '../../../shared/domain/acceptances/acceptance-queries';
import { ACCEPTANCE_STATUSES } from '../../../shared/domain/acceptances/acceptances';
import { page } from '../../../shared/http/envelopes';
import {
  blankAsAbsent,
  filterText,
  optionalDateText,
  optionalIntegerText,
  paginationQuery,
} from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';

/**
 * GET {system_user_url}/acceptances: approvals, newest first, by `tab`: `to_me` (waiting for the
 * caller's decision; no other filter), `requested_by_me` (with `status`), `all` (default; one of
 * `status`, `approvable_type`, `project_id`), each but `to_me` with a creation-day range
 * `date_from` / `date_to` (YYYY-MM-DD). Another combination is a 422 naming the allowed ones.
 */
export const staffListAcceptances = defineOperation(
  {
    method: 'GET',
    path: '/acceptances',
    operationId: 'staffListAcceptances',
    summary: 'Acceptance: index',
    response: { kind: 'list', record: 'Acceptance' },
    query: z.object({
      ...paginationQuery,
      tab: blankAsAbsent(z.enum(ACCEPTANCE_TABS)),
      status: blankAsAbsent(z.enum(ACCEPTANCE_STATUSES)),
      approvable_type: filterText(50),
      project_id: optionalIntegerText({ min: 1 }),
      date_from: optionalDateText(),
      date_to: optionalDateText(),
    }),
  },
  async ({ query, request }) =>
    page(
      await listAcceptances(staffCaller(request), request.locale, {
        ...request.page,
        filters: {
          tab: query.tab ?? 'all',
          status: query.status,
          approvable_type: query.approvable_type,
          project_id: query.project_id,
          date_from: query.date_from,
          date_to: query.date_to,
        },
      }),
      request,
    ),
);
