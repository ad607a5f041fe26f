import * as z from 'zod/mini';
import { updateStaffClient } from '../../../shared/domain/clients/staff-clients';
import { single } from '../../../shared/http/envelopes';
import { optionalIntegerText } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { clientPath, staffClientFields } from './fields';

/**
 * POST {system_user_url}/crm/clients/{client_id}/update: the system update's fields and
 * `sale_support_user_id`; a client outside the caller's scope is a 404, `version` a stale read 409.
 */
export const staffUpdateClient = defineOperation(
  {
    method: 'POST',
    path: '/crm/clients/{client_id}/update',
    operationId: 'staffUpdateClient',
    summary: 'Client: update',
    access: { kind: 'staff', ability: 'crm.clients.manage' },
    response: { kind: 'single', record: 'ClientWithDeals', conflict: true },
    params: clientPath,
    body: z.object({ ...staffClientFields, version: optionalIntegerText({ min: 1 }) }),
  },
  async ({ params, body: { version, ...changes }, request }) =>
    single(await updateStaffClient(staffCaller(request), params.client_id, changes, version)),
);
