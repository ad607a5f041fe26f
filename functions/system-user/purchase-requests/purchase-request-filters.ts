import { purchaseRequestFilters } from '../../../shared/domain/purchase-requests/list-purchase-requests';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';

/** GET {system_user_url}/purchasing/purchase-requests/filters: the index's filters and their choices. */
export const staffPurchaseRequestFilters = defineOperation(
  {
    method: 'GET',
    path: '/purchasing/purchase-requests/filters',
    operationId: 'staffPurchaseRequestFilters',
    summary: 'Purchase Request: Index filters',
    response: { kind: 'single', record: 'ListFilters' },
  },
  async ({ request }) => single(await purchaseRequestFilters(request.locale)),
);
