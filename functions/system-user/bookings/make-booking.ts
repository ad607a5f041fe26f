import * as z from 'zod/mini';
import { idParameter } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { holdUnit, unitPath } from './fields';

/**
 * POST {system_user_url}/sales-support/saleable-details/{unit_id}/booking/make-booking: holds the
 * unit for `client_id`: active when the unit is available, else waiting behind the active hold
 * (409 when both are taken, or the unit is sold or for rent; 409 past the agent's or the client's
 * limit). The hold lasts the project's `booking_hold_hours` (48). An `Idempotency-Key` header makes
 * a retry answer the first booking (another body with the same key: 422).
 */
export const staffMakeBooking = defineOperation(
  {
    method: 'POST',
    path: '/sales-support/saleable-details/{unit_id}/booking/make-booking',
    operationId: 'staffMakeBooking',
    summary: 'SalesSupportSaleableDetail: make-booking',
    access: { kind: 'staff', ability: 'sales.bookings.manage' },
    response: { kind: 'single', record: 'StaffBooking', created: true, conflict: true },
    params: unitPath,
    body: z.object({ client_id: idParameter() }),
  },
  async ({ params, body, request }) => holdUnit(request, params.unit_id, { client_id: body.client_id }),
);
