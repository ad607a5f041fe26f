import { bookingOfferData } from '../../../shared/domain/sales-support/offer-data';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { bookingTabPath, unitParams } from './fields';

/**
 * GET {system_user_url}/sales-support/saleable-details/{unit_id}/booking/get-offer-data: the price
 * offer of the unit's active booking (numbered on first use), 404 outside the caller's row scope,
 * 409 when the unit has no active booking.
 */
export const staffGetBookingOfferData = defineOperation(
  {
    method: 'GET',
    path: `${bookingTabPath}/get-offer-data`,
    operationId: 'staffGetBookingOfferData',
    summary: 'SalesSupportSaleableDetail: get-offer-data',
    response: { kind: 'single', record: 'BookingOffer', conflict: true },
    params: unitParams,
  },
  async ({ params, request }) =>
    single(await bookingOfferData(staffCaller(request), params.unit_id, request.locale)),
);
