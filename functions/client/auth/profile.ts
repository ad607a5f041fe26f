import { signedInClientRecord } from '../../../shared/domain/clients/signed-in-client';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';

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
  async ({ request }) => single(await signedInClientRecord(request.token)),
);
