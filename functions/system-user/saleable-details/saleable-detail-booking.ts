import { unitBookingTab } from '../../../shared/domain/sales-support/browse-unit-tabs';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { unitPath } from './fields';

/**
 * GET .../saleable-details/{unit_id}/booking: the unit's active booking and the one waiting behind
 * it, with times, state and seconds left (null when absent or outside the caller's row scope).
 */
export const staffSaleableDetailBooking = defineOperation(
  {
    method: 'GET',
    path: '/sales-support/saleable-details/{unit_id}/booking',
    operationId: 'staffSaleableDetailBooking',
    summary: 'SalesSupportSaleableDetail: Booking',
    response: { kind: 'single', record: 'SalesSupportUnitBookings' },
    params: unitPath,
  },
  async ({ params, request }) => single(await unitBookingTab(staffCaller(request), params.unit_id)),
);
