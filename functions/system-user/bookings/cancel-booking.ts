import * as z from 'zod/mini';
import { cancelBooking } from '../../../shared/domain/bookings/booking-actions';
import { single } from '../../../shared/http/envelopes';
import { optionalIntegerText, requiredText } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { unitPath } from './fields';

/**
 * POST {system_user_url}/sales-support/saleable-details/{unit_id}/booking/cancel-booking: cancels
 * the unit's active hold, or the waiting one named by `booking_id`, with a `reason`; the caller's
 * scope must cover it (404). The waiting hold is promoted or the unit freed, and an approval in
 * progress is cancelled, in the same transaction.
 */
export const staffCancelBooking = defineOperation(
  {
    method: 'POST',
    path: '/sales-support/saleable-details/{unit_id}/booking/cancel-booking',
    operationId: 'staffCancelBooking',
    summary: 'SalesSupportSaleableDetail: cancel-booking',
    access: { kind: 'staff', ability: 'sales.bookings.manage' },
    response: { kind: 'single', record: 'StaffBooking', conflict: true },
    params: unitPath,
    body: z.object({ reason: requiredText(500), booking_id: optionalIntegerText({ min: 1 }) }),
  },
  async ({ params, body, request }) => {
    const caller = staffCaller(request);
    return single(
      await cancelBooking(
        caller,
        caller,
        params.unit_id,
        { reason: body.reason, booking_id: body.booking_id ?? undefined },
        request.locale,
      ),
    );
  },
);
