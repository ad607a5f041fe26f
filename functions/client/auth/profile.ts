import { clientRecord } from '../../../shared/domain/clients/client-record';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';
import { clientCaller } from '../../../shared/http/request-caller';

/** GET /client/profile: the signed-in client's own Client record. */
export const clientProfile = defineOperation(
  {
    method: 'GET',
    path: '/profile',
    operationId: 'clientProfile',
    summary: 'Auth: profile',
    access: { kind: 'client' },
    response: { kind: 'single', record: 'Client' },
  },
  async ({ request }) => single(await clientRecord(clientCaller(request).client)),
);
