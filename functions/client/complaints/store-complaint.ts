import * as z from 'zod/mini';
import { storeComplaint } from '../../../shared/domain/complaints/complaints';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';
import { clientCaller } from '../../../shared/http/request-caller';
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
  async ({ body, request }) => single(await storeComplaint(clientCaller(request).client, body)),
);
