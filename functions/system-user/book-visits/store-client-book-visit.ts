import * as z from 'zod/mini';
import { bookStaffVisit } from '../../../shared/domain/visits/book-staff-visit';
import { single } from '../../../shared/http/envelopes';
import { idParameter } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { bookingBody } from './fields';

/**
 * POST {system_user_url}/crm/book-visits/clients/{client_id}/store: books a visit for a client (it
 * appears in the client's app). `visit_at` a future slot; the assignee (default: the caller) free
 * at that time; no other upcoming visit of the client at the project (422 naming it). 201.
 */
export const staffStoreClientBookVisit = defineOperation(
  {
    method: 'POST',
    path: '/crm/book-visits/clients/{client_id}/store',
    operationId: 'staffStoreClientBookVisit',
    summary: 'BookVisit: store for client',
    access: { kind: 'staff', ability: 'crm.visits.manage' },
    response: { kind: 'single', record: 'StaffVisit', created: true },
    params: z.object({ client_id: idParameter() }),
    body: bookingBody,
  },
  async ({ params, body, request }) =>
    single(
      await bookStaffVisit(
        staffCaller(request),
        { client_id: params.client_id },
        { ...body, notes: body.notes ?? undefined },
        request.locale,
      ),
    ),
);
