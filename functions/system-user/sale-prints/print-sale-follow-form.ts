import { printSaleFollowForm } from '../../../shared/domain/sale-prints/sale-prints';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { languageQuery, saleParams, salePath } from './fields';

/**
 * GET {system_user_url}/sales-support/sales/{sale_id}/print/follow-form[?language=en]: the sale's summary, pricing, plan with what each line has been paid, operations with their receipt numbers and bank stages, as a PDF
 * (Arabic by default) answered as a short-lived download URL; 404 outside the row scope.
 */
export const staffPrintSaleFollowForm = defineOperation(
  {
    method: 'GET',
    path: `${salePath}/print/follow-form`,
    operationId: 'staffPrintSaleFollowForm',
    summary: 'SalesSupportSaleTab: sale print follow-form',
    response: { kind: 'single', record: 'DownloadableFile' },
    params: saleParams,
    query: languageQuery,
  },
  async ({ params, query, request }) =>
    single(await printSaleFollowForm(staffCaller(request), params.sale_id, query.language ?? 'ar')),
);
