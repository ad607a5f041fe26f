import * as z from 'zod/mini';
import { updateComplaint } from '../../../shared/domain/complaints/complaints';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';
import { clientCaller } from '../../../shared/http/request-caller';
import { fields, params } from './fields';

/** POST /client/complaints/{complaint_id}/update: while it is `new` (409 otherwise). */
export const clientUpdateComplaint = defineOperation(
  {
    method: 'POST',
    path: '/complaints/{complaint_id}/update',
    operationId: 'clientUpdateComplaint',
    summary: 'complaints: update',
    response: { kind: 'single', record: 'Complaint', conflict: true },
    params,
    body: z.object({
      category: z.optional(fields.category),
      description: z.optional(fields.description),
      unit_id: fields.unit_id,
    }),
  },
  async ({ params: { complaint_id }, body, request }) =>
    single(await updateComplaint(clientCaller(request).client, complaint_id, body)),
);
