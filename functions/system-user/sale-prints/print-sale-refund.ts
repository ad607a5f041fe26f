import * as z from 'zod/mini';
import { printRefundStatement } from '../../../shared/domain/sale-prints/voucher-prints';
import { single } from '../../../shared/http/envelopes';
import { idParameter } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { languageQuery, salePath } from './fields';

/**
 * GET {system_user_url}/sales-support/sales/{sale_id}/refunds/{refund_id}/print[?language=en]: the
 * refund statement of one of the sale's refunds (paid, refunded now and in all, balance), DRAFT
 * until paid; 404 outside the row scope or for another sale's refund.
 */
export const staffPrintSaleRefund = defineOperation(
  {
    method: 'GET',
    path: `${salePath}/refunds/{refund_id}/print`,
    operationId: 'staffPrintSaleRefund',
    summary: 'SalesSupportSaleTab: print refund sale',
    response: { kind: 'single', record: 'DownloadableFile' },
    params: z.object({ sale_id: idParameter(), refund_id: idParameter() }),
    query: languageQuery,
  },
  async ({ params, query, request }) =>
    single(
      await printRefundStatement(
        staffCaller(request),
        params.sale_id,
        params.refund_id,
        query.language ?? 'ar',
      ),
    ),
);
