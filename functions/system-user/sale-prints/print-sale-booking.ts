import { printSaleBooking } from '../../../shared/domain/sale-prints/sale-prints';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { languageQuery, saleParams, salePath } from './fields';

/**
 * GET {system_user_url}/sales-support/sales/{sale_id}/print/booking[?language=en]: the booking (the hold that made the sale; 404 for a sale made without one), as a PDF
 * (Arabic by default) answered as a short-lived download URL; 404 outside the row scope.
 */
export const staffPrintSaleBooking = defineOperation(
  {
    method: 'GET',
    path: `${salePath}/print/booking`,
    operationId: 'staffPrintSaleBooking',
    summary: 'SalesSupportSaleTab: sale print booking',
    response: { kind: 'single', record: 'DownloadableFile' },
    params: saleParams,
    query: languageQuery,
  },
  async ({ params, query, request }) =>
    single(await printSaleBooking(staffCaller(request), params.sale_id, query.language ?? 'ar')),
);
