import { clientFormData } from '../../../shared/domain/clients/staff-client-forms';
import { staffViewer } from '../../../shared/domain/users/row-scope';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';
import { requestToken } from '../../../shared/http/request-token';

/** GET {system_user_url}/crm/clients/create-update-data: client types, platforms, assignable sales-support users. */
export const staffClientFormData = defineOperation(
  {
    method: 'GET',
    path: '/crm/clients/create-update-data',
    operationId: 'staffClientFormData',
    summary: 'Client: create-update-data',
    response: { kind: 'single', record: 'ClientFormData' },
  },
  async ({ request }) =>
    single(await clientFormData(await staffViewer(requestToken(request).ownerId), request.locale)),
);
