import * as z from 'zod/mini';
import { printBookingOffer } from '../../../shared/domain/sales-support/offer-print';
import { single } from '../../../shared/http/envelopes';
import { blankAsAbsent } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { bookingTabPath, unitParams } from './fields';

/**
 * GET {system_user_url}/sales-support/saleable-details/{unit_id}/booking/print-offer[?language=en]:
 * the offer as a PDF (Arabic by default), stamped draft until the booking is accepted, answered as a
 * short-lived download URL.
 */
export const staffPrintBookingOffer = defineOperation(
  {
    method: 'GET',
    path: `${bookingTabPath}/print-offer`,
    operationId: 'staffPrintBookingOffer',
    summary: 'SalesSupportSaleableDetail: booking-print-offer',
    response: { kind: 'single', record: 'DownloadableFile', conflict: true },
    params: unitParams,
    query: z.object({ language: blankAsAbsent(z.enum(['ar', 'en'])) }),
  },
  async ({ params, query, request }) =>
    single(await printBookingOffer(staffCaller(request), params.unit_id, query.language ?? 'ar')),
);
