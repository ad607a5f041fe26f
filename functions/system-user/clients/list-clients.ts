import * as z from 'zod/mini';
import { listStaffClients } from '../../../shared/domain/clients/staff-clients';
import { page } from '../../../shared/http/envelopes';
import {
  filterText,
  optionalDateText,
  optionalIntegerText,
  paginationQuery,
  searchQuery,
} from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';

/**
 * GET {system_user_url}/crm/clients: the clients in the caller's row scope, newest first. Filters:
 * `search` (name, phone, e-mail), `sale_support_user_id`, `platform`, `date_from` / `date_to`
 * (creation days). Combinations: owner, platform or both (an `own` scope is itself an owner
 * filter); a `department` scope with one of them. Another is a 422 naming the allowed ones.
 */
export const staffListClients = defineOperation(
  {
    method: 'GET',
    path: '/crm/clients',
    operationId: 'staffListClients',
    summary: 'Client: Index',
    response: { kind: 'list', record: 'Client' },
    query: z.object({
      ...paginationQuery,
      search: searchQuery(),
      sale_support_user_id: optionalIntegerText({ min: 1 }),
      platform: filterText(100),
      date_from: optionalDateText(),
      date_to: optionalDateText(),
    }),
  },
  async ({ query, request }) =>
    page(
      await listStaffClients(staffCaller(request), {
        ...request.page,
        filters: {
          search: query.search,
          sale_support_user_id: query.sale_support_user_id,
          platform: query.platform,
          date_from: query.date_from,
          date_to: query.date_to,
        },
      }),
      request,
    ),
);
