import { deleteStaffClient } from '../../../shared/domain/clients/staff-clients';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { clientPath } from './fields';

/** DELETE {system_user_url}/crm/clients/{client_id}: soft delete in scope (404 outside); 409 while it has sales or active bookings. */
export const staffDeleteClient = defineOperation(
  {
    method: 'DELETE',
    path: '/crm/clients/{client_id}',
    operationId: 'staffDeleteClient',
    summary: 'Client: delete',
    access: { kind: 'staff', ability: 'crm.clients.manage' },
    response: { kind: 'single', record: 'Deleted', conflict: true },
    params: clientPath,
  },
  async ({ params, request }) => single(await deleteStaffClient(staffCaller(request), params.client_id)),
);
