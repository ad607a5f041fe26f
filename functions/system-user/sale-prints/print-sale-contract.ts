import { printSaleContract } from '../../../shared/domain/sale-prints/sale-prints';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { languageQuery, saleParams, salePath } from './fields';

/**
 * GET {system_user_url}/sales-support/sales/{sale_id}/print/contract[?language=en]: the contract, stamped DRAFT until the sale is contracted, then with its contract number, as a PDF
 * (Arabic by default) answered as a short-lived download URL; 404 outside the row scope.
 */
export const staffPrintSaleContract = defineOperation(
  {
    method: 'GET',
    path: `${salePath}/print/contract`,
    operationId: 'staffPrintSaleContract',
    summary: 'SalesSupportSaleTab: sale print contract',
    response: { kind: 'single', record: 'DownloadableFile' },
    params: saleParams,
    query: languageQuery,
  },
  async ({ params, query, request }) =>
    single(await printSaleContract(staffCaller(request), params.sale_id, query.language ?? 'ar')),
);
