import * as z from 'zod/mini';
import { storeClient } from '../../../shared/domain/clients/store-client';
import { single } from '../../../shared/http/envelopes';
import { phoneText, requiredText } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { clientFields } from './update-client';

/**
 * POST /system/clients/store: the update's fields (the spec's thirteen and the identity fields),
 * `name` and `phone` required; e-mail, phone and national id unique among live clients (atomically). Answers the new Client record.
 */
export const systemStoreClient = defineOperation(
  {
    method: 'POST',
    path: '/clients/store',
    operationId: 'systemStoreClient',
    summary: 'Clients: store',
    response: { kind: 'single', record: 'Client', created: true },
    body: z.object({ ...clientFields, name: requiredText(255), phone: phoneText() }),
  },
  async ({ body }) => single(await storeClient(body)),
);
