import * as z from 'zod/mini';
import { listStaffPurchaseRequests } from '../../../shared/domain/purchase-requests/list-purchase-requests';
import {
  ORDER_STATUSES,
  PURCHASE_REQUEST_STATUSES,
  SOURCING_STATUSES,
} from '../../../shared/domain/purchasing/purchase-orders';
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
 * GET {system_user_url}/purchasing/purchase-requests: the requests in the caller's `purchasing` row
 * scope (own: theirs; projects: their projects'; department: their department's; all), newest
 * first, by `status`, `project_id`, `sourcing_status`, `order_status` and creation days
 * (`date_from` / `date_to`), together.
 */
export const staffListPurchaseRequests = defineOperation(
  {
    method: 'GET',
    path: '/purchasing/purchase-requests',
    operationId: 'staffListPurchaseRequests',
    summary: 'Purchase Request: Index',
    response: { kind: 'list', record: 'StaffPurchaseRequest' },
    query: z.object({
      ...paginationQuery,
      status: blankAsAbsent(z.enum(PURCHASE_REQUEST_STATUSES)),
      project_id: optionalIntegerText({ min: 1 }),
      sourcing_status: blankAsAbsent(z.enum(SOURCING_STATUSES)),
      order_status: blankAsAbsent(z.enum(ORDER_STATUSES)),
      date_from: optionalDateText(),
      date_to: optionalDateText(),
    }),
  },
  async ({ query: { page: _page, per_page: _perPage, ...filters }, request }) =>
    page(await listStaffPurchaseRequests(staffCaller(request), { ...request.page, filters }), request),
);
