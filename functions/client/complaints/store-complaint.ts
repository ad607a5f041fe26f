import * as z from 'zod/mini';
import { signedInClient } from '../../../shared/domain/clients/signed-in-client';
import { storeComplaint } from '../../../shared/domain/complaints/complaints';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';
import { fields } from './fields';

/** POST /client/complaints/store: `category`, `description`, optional own `unit_id`; 201, status `new`. */
export const clientStoreComplaint = defineOperation(
  {
    method: 'POST',
    path: '/complaints/store',
    operationId: 'clientStoreComplaint',
    summary: 'complaints: store',
    response: { kind: 'single', record: 'Complaint', created: true },
    body: z.object(fields),
  },
  async ({ body, request }) => single(await storeComplaint(await signedInClient(request.token), body)),
);
