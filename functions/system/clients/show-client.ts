import { showClient } from '../../../shared/domain/clients/show-client';
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
  async ({ params: { client_id } }) => single(await showClient(client_id)),
);
