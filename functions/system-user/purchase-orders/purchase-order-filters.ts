import { staffOrderFilters } from '../../../shared/domain/purchasing/staff-orders';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';

/** GET {system_user_url}/purchasing/purchase-orders/filters: the index's filters and their choices. */
export const staffPurchaseOrderFilters = defineOperation(
  {
    method: 'GET',
    path: '/purchasing/purchase-orders/filters',
    operationId: 'staffPurchaseOrderFilters',
    summary: 'purchase order: filters',
    response: { kind: 'single', record: 'ListFilters' },
  },
  async ({ request }) => single(await staffOrderFilters(request.locale)),
);
