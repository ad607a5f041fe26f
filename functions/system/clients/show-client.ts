import { getEntity } from '../../../shared/db/entity-store';
import { clientRecords } from '../../../shared/domain/clients/client-record';
import { CLIENT, type Client } from '../../../shared/domain/clients/clients';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';
import { params } from './fields';

/** GET /system/clients/{client_id}: the Client record, as the index lists it (a deleted client: 404). */
export const systemShowClient = defineOperation(
  {
    method: 'GET',
    path: '/clients/{client_id}',
    operationId: 'systemShowClient',
    summary: 'Clients: show',
    response: { kind: 'single', record: 'Client' },
    params,
  },
  async ({ params: { client_id } }) => {
    const [record] = await clientRecords([await getEntity<Client>(CLIENT, client_id, 'client')]);
    return single(record);
  },
);
