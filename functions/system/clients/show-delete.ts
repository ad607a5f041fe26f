import * as z from 'zod/mini';
import { getEntity } from '../../../shared/db/entity-store';
import { clientRecords } from '../../../shared/domain/clients/client-record';
import { CLIENT, type Client } from '../../../shared/domain/clients/clients';
import { deleteClient } from '../../../shared/domain/clients/delete-client';
import { single } from '../../../shared/http/envelopes';
import { idParameter } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';

const path = z.object({ client_id: idParameter() });

/** GET /system/clients/{client_id}: the Client record, as the index lists it (a deleted client: 404). */
export const systemShowClient = defineOperation(
  { response: { kind: 'single', record: 'Client' }, path },
  async ({ path: { client_id } }) => {
    const [record] = await clientRecords([await getEntity<Client>(CLIENT, client_id, 'client')]);
    return single(record);
  },
);

/** DELETE /system/clients/{client_id}: soft delete; 409 while the client has sales or active bookings. */
export const systemDeleteClient = defineOperation(
  { response: { kind: 'single', record: 'Deleted', conflict: true }, path },
  async ({ path: { client_id } }) => single(await deleteClient(client_id)),
);
