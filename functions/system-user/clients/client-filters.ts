import { clientFilters } from '../../../shared/domain/clients/staff-client-forms';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';

/** GET {system_user_url}/crm/clients/filters: the index's filters, with the owners the caller's scope shows. */
export const staffClientFilters = defineOperation(
  {
    method: 'GET',
    path: '/crm/clients/filters',
    operationId: 'staffClientFilters',
    summary: 'Client: Filters',
    response: { kind: 'single', record: 'ListFilters' },
  },
  async ({ request }) => single(await clientFilters(staffCaller(request), request.locale)),
);
