import { scopedPurchaseRequest } from '../../../shared/domain/purchase-requests/purchase-request-scope';
import { printPurchaseRequest } from '../../../shared/domain/purchasing/purchasing-prints';
import { downloadable } from '../../../shared/domain/sale-prints/sale-prints';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { languageQuery, requestParams, requestPath } from './fields';

/**
 * GET {system_user_url}/purchasing/purchase-requests/{purchase_request_id}/print[?language=en]: the
 * request as a PDF (company header; number, date, project, item, department, requester, priority,
 * needed-by; lines with their estimates; approval steps), Arabic by default, stamped DRAFT until
 * approved, answered as a short-lived download URL; 404 outside the row scope.
 */
export const staffPrintPurchaseRequest = defineOperation(
  {
    method: 'GET',
    path: `${requestPath}/print`,
    operationId: 'staffPrintPurchaseRequest',
    summary: 'Purchase Request: print',
    response: { kind: 'single', record: 'DownloadableFile' },
    params: requestParams,
    query: languageQuery,
  },
  async ({ params, query, request }) => {
    const purchaseRequest = await scopedPurchaseRequest(staffCaller(request), params.purchase_request_id);
    return single(downloadable(await printPurchaseRequest(purchaseRequest, query.language ?? 'ar')));
  },
);
