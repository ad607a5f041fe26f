import * as z from 'zod/mini';
import { COMPLAINT_CATEGORIES, storeComplaintFor } from '../../../shared/domain/complaints/complaints';
import { single } from '../../../shared/http/envelopes';
import { integerText, optionalIntegerText, requiredText } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';

/**
 * POST /system/complaints/store: a complaint the back office or the call centre files for a client:
 * `client_id` (must exist), `category`, `description`, optional `unit_id` (one of the client's units); 201, status `new`.
 */
export const systemStoreComplaint = defineOperation(
  {
    method: 'POST',
    path: '/complaints/store',
    operationId: 'systemStoreComplaint',
    summary: 'complaint: store',
    response: { kind: 'single', record: 'Complaint', created: true },
    body: z.object({
      client_id: integerText({ min: 1 }),
      category: z.enum(COMPLAINT_CATEGORIES),
      description: requiredText(5000),
      unit_id: optionalIntegerText({ min: 1 }),
    }),
  },
  async ({ body }) => single(await storeComplaintFor(body)),
);
