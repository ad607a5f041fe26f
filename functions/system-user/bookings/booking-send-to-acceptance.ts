import { sendBookingToAcceptance } from '../../../shared/domain/bookings/booking-actions';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { unitPath } from './fields';

/**
 * POST {system_user_url}/sales-support/saleable-details/{unit_id}/booking/send-to-acceptance: the
 * agent sends their active hold to the sales manager's approval; its clock pauses. 409 without a
 * recorded financial solvency, or once the hold is no longer active.
 */
export const staffBookingSendToAcceptance = defineOperation(
  {
    method: 'POST',
    path: '/sales-support/saleable-details/{unit_id}/booking/send-to-acceptance',
    operationId: 'staffBookingSendToAcceptance',
    summary: 'SalesSupportSaleableDetail: booking send to acceptance',
    access: { kind: 'staff', ability: 'sales.bookings.manage' },
    response: { kind: 'single', record: 'StaffBooking', conflict: true },
    params: unitPath,
  },
  async ({ params, request }) => {
    const caller = staffCaller(request);
    return single(await sendBookingToAcceptance(caller, caller, params.unit_id, request.locale));
  },
);
