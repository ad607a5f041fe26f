import * as z from 'zod/mini';
import {
  SELF_SERVICE_STATUSES,
  SELF_SERVICE_TYPES,
} from '../../../shared/domain/self-service/self-service-requests';
import { mySelfServiceRequests } from '../../../shared/domain/self-service/self-service-views';
import { page } from '../../../shared/http/envelopes';
import { blankAsAbsent, paginationQuery } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';

/**
 * GET {system_user_url}/hr/self-service/me: the caller's own requests, newest first, by `status`
 * and `type`.
 */
export const staffMySelfService = defineOperation(
  {
    method: 'GET',
    path: '/hr/self-service/me',
    operationId: 'staffMySelfService',
    summary: 'Hr: self-service my self service',
    response: { kind: 'list', record: 'SelfServiceRequest' },
    query: z.object({
      ...paginationQuery,
      status: blankAsAbsent(z.enum(SELF_SERVICE_STATUSES)),
      type: blankAsAbsent(z.enum(SELF_SERVICE_TYPES)),
    }),
  },
  async ({ query: { page: _page, per_page: _perPage, ...filters }, request }) =>
    page(
      await mySelfServiceRequests(staffCaller(request), { ...request.page, filters }, request.locale),
      request,
    ),
);
