import * as z from 'zod/mini';
import {
  OVERTIME_KINDS,
  OVERTIME_STATUSES,
} from '../../../shared/domain/overtime-requests/overtime-requests';
import { listOvertime, OVERTIME_LIST_SCOPES } from '../../../shared/domain/overtime-requests/overtime-views';
import { page } from '../../../shared/http/envelopes';
import { blankAsAbsent, optionalIntegerText, paginationQuery } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';

/**
 * GET {system_user_url}/hr/overtime-requests: overtime newest first. `scope=own` (default) the
 * caller's; `team` within their `hr` row scope (a line manager theirs and their reports', HR every
 * employee's). Filters `status`, `kind`, `month` (`YYYY-MM` of the work day), `employee_id`.
 */
export const staffListOvertimeRequests = defineOperation(
  {
    method: 'GET',
    path: '/hr/overtime-requests',
    operationId: 'staffListOvertimeRequests',
    summary: 'Hr: overtime-requests overtime requests',
    response: { kind: 'list', record: 'OvertimeRequest' },
    query: z.object({
      ...paginationQuery,
      scope: blankAsAbsent(z.enum(OVERTIME_LIST_SCOPES)),
      status: blankAsAbsent(z.enum(OVERTIME_STATUSES)),
      kind: blankAsAbsent(z.enum(OVERTIME_KINDS)),
      month: blankAsAbsent(z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/))),
      employee_id: optionalIntegerText({ min: 1 }),
    }),
  },
  async ({ query: { page: _page, per_page: _perPage, ...filters }, request }) =>
    page(await listOvertime(staffCaller(request), { ...request.page, ...filters }, request.locale), request),
);
