import * as z from 'zod/mini';
import { bookStaffVisit } from '../../../shared/domain/visits/book-staff-visit';
import { single } from '../../../shared/http/envelopes';
import { idParameter } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { bookingBody } from './fields';

/**
 * POST {system_user_url}/crm/book-visits/attention-requests/{attention_request_id}/store: books a visit
 * for a lead, with the rules of a client's (one upcoming visit per lead and project). 201.
 */
export const staffStoreAttentionRequestBookVisit = defineOperation(
  {
    method: 'POST',
    path: '/crm/book-visits/attention-requests/{attention_request_id}/store',
    operationId: 'staffStoreAttentionRequestBookVisit',
    summary: 'BookVisit: store for attention request',
    access: { kind: 'staff', ability: 'crm.visits.manage' },
    response: { kind: 'single', record: 'StaffVisit', created: true },
    params: z.object({ attention_request_id: idParameter() }),
    body: bookingBody,
  },
  async ({ params, body, request }) =>
    single(
      await bookStaffVisit(
        staffCaller(request),
        { attention_request_id: params.attention_request_id },
        { ...body, notes: body.notes ?? undefined },
        request.locale,
      ),
    ),
);
