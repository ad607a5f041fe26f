import * as z from 'zod/mini';
import { storeStaffClient } from '../../../shared/domain/clients/staff-clients';
import { single } from '../../../shared/http/envelopes';
import { phoneText, requiredText } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { staffClientFields } from './fields';

/**
 * POST {system_user_url}/crm/clients: the system store's fields (`name`, `phone` required; e-mail,
 * phone and national id unique among live clients, atomically; the identity fields a sale needs) and `sale_support_user_id` (the caller when not
 * sent; an owner outside the caller's scope is a 422). Answers the new Client record.
 */
export const staffStoreClient = defineOperation(
  {
    method: 'POST',
    path: '/crm/clients',
    operationId: 'staffStoreClient',
    summary: 'Client: store',
    access: { kind: 'staff', ability: 'crm.clients.manage' },
    response: { kind: 'single', record: 'Client', created: true },
    body: z.object({ ...staffClientFields, name: requiredText(255), phone: phoneText() }),
  },
  async ({ body, request }) => single(await storeStaffClient(staffCaller(request), body)),
);
