import { bookingTabData } from '../../../shared/domain/bookings/booking-actions';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { unitPath } from './fields';

/**
 * GET {system_user_url}/sales-support/saleable-details/{unit_id}/booking/get-data: the unit's
 * active and waiting holds, each only when in the caller's row scope (else null), with the
 * seconds left on its clock and whether the caller may cancel it or send it to approval.
 */
export const staffBookingGetData = defineOperation(
  {
    method: 'GET',
    path: '/sales-support/saleable-details/{unit_id}/booking/get-data',
    operationId: 'staffBookingGetData',
    summary: 'SalesSupportSaleableDetail: get-data',
    response: { kind: 'single', record: 'StaffBookingTab' },
    params: unitPath,
  },
  async ({ params, request }) => {
    const caller = staffCaller(request);
    return single(await bookingTabData(caller, params.unit_id, request.locale));
  },
);
