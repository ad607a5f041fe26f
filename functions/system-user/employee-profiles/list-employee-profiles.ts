import * as z from 'zod/mini';
import { listProfiles } from '../../../shared/domain/employee-profiles/list-profiles';
import { page } from '../../../shared/http/envelopes';
import { paginationQuery } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { profileFilterQuery } from './fields';

/**
 * GET {system_user_url}/hr/employee-profiles: the profiles in the caller's `hr` row scope (a line
 * manager's own and their reports', HR every one), newest first, by `department_id`,
 * `employment_status`, `nationality`, `work_site_id`. Rows carry no pay.
 */
export const staffListEmployeeProfiles = defineOperation(
  {
    method: 'GET',
    path: '/hr/employee-profiles',
    operationId: 'staffListEmployeeProfiles',
    summary: 'Hr: employee-profiles index',
    response: { kind: 'list', record: 'EmployeeProfileRow' },
    query: z.object({ ...paginationQuery, ...profileFilterQuery }),
  },
  async ({ query: { page: _page, per_page: _perPage, ...filters }, request }) =>
    page(
      await listProfiles(staffCaller(request), { ...request.page, filters, locale: request.locale }),
      request,
    ),
);
