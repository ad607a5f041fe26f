import { deleteClient } from '../../../shared/domain/clients/delete-client';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';
import { params } from './fields';

/** DELETE /system/clients/{client_id}: soft delete; 409 while the client has sales or active bookings. */
export const systemDeleteClient = defineOperation(
  {
    method: 'DELETE',
    path: '/clients/{client_id}',
    operationId: 'systemDeleteClient',
    summary: 'Clients: delete',
    response: { kind: 'single', record: 'Deleted', conflict: true },
    params,
  },
  async ({ params: { client_id } }) => single(await deleteClient(client_id)),
);
