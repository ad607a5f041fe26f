import * as z from 'zod/mini';
import { idParameter } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { holdUnit, unitPath } from './fields';

/**
 * POST {system_user_url}/sales-support/saleable-details/{unit_id}/booking/make-booking-for-attention-request:
 * holds the unit for a lead in the caller's scope (`attention_request_id`): its client, or the
 * client with its phone, or a new client made from its name and phone; the lead gets the client
 * and is converted. Otherwise as make-booking (Idempotency-Key too).
 */
export const staffMakeBookingForAttentionRequest = defineOperation(
  {
    method: 'POST',
    path: '/sales-support/saleable-details/{unit_id}/booking/make-booking-for-attention-request',
    operationId: 'staffMakeBookingForAttentionRequest',
    summary: 'SalesSupportSaleableDetail: make-booking-for-attention-request',
    access: { kind: 'staff', ability: 'sales.bookings.manage' },
    response: { kind: 'single', record: 'StaffBooking', created: true, conflict: true },
    params: unitPath,
    body: z.object({ attention_request_id: idParameter() }),
  },
  async ({ params, body, request }) =>
    holdUnit(request, params.unit_id, { attention_request_id: body.attention_request_id }),
);
