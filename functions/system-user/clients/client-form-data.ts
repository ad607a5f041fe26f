import { clientFormData } from '../../../shared/domain/clients/staff-client-forms';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';

/** GET {system_user_url}/crm/clients/create-update-data: client types, platforms, assignable sales-support users. */
export const staffClientFormData = defineOperation(
  {
    method: 'GET',
    path: '/crm/clients/create-update-data',
    operationId: 'staffClientFormData',
    summary: 'Client: create-update-data',
    response: { kind: 'single', record: 'ClientFormData' },
  },
  async ({ request }) => single(await clientFormData(staffCaller(request), request.locale)),
);
