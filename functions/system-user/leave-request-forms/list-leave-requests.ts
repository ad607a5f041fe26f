import * as z from 'zod/mini';
import {
  LEAVE_LIST_SCOPES,
  listLeaveRequests,
} from '../../../shared/domain/leave-requests/leave-request-views';
import { LEAVE_STATUSES } from '../../../shared/domain/leave-requests/leave-requests';
import { page } from '../../../shared/http/envelopes';
import {
  blankAsAbsent,
  optionalDateText,
  optionalIntegerText,
  paginationQuery,
} from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';

/**
 * GET {system_user_url}/hr/leave-requests: leave newest first. `scope=own` (default) the caller's;
 * `team` theirs and their reports'; `all` every employee's (HR: `hr.leaves.manage`, else 403).
 * Filters `status`, `leave_type_id`, `employee_id` (within the scope), `date_from`/`date_to`
 * (leave overlapping those Riyadh days).
 */
export const staffListLeaveRequests = defineOperation(
  {
    method: 'GET',
    path: '/hr/leave-requests',
    operationId: 'staffListLeaveRequests',
    summary: 'Hr leave requests: index',
    response: { kind: 'list', record: 'LeaveRequest' },
    query: z.object({
      ...paginationQuery,
      scope: blankAsAbsent(z.enum(LEAVE_LIST_SCOPES)),
      status: blankAsAbsent(z.enum(LEAVE_STATUSES)),
      leave_type_id: optionalIntegerText({ min: 1 }),
      employee_id: optionalIntegerText({ min: 1 }),
      date_from: optionalDateText(),
      date_to: optionalDateText(),
    }),
  },
  async ({ query: { page: _page, per_page: _perPage, ...filters }, request }) =>
    page(
      await listLeaveRequests(staffCaller(request), { ...request.page, ...filters }, request.locale),
      request,
    ),
);
