import * as z from 'zod/mini';
import { printOperationVoucher } from '../../../shared/domain/sale-prints/voucher-prints';
import { single } from '../../../shared/http/envelopes';
import { idParameter } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { languageQuery, salePath } from './fields';

/**
 * GET {system_user_url}/sales-support/sales/{sale_id}/refund-operations/{operation_id}/print[?language=en]:
 * an operation's voucher (a receipt for a payment, a payment voucher for a refund) with the ZATCA
 * QR code where the sale carries VAT; 404 outside the row scope or for another sale's operation.
 */
export const staffPrintSaleOperation = defineOperation(
  {
    method: 'GET',
    path: `${salePath}/refund-operations/{operation_id}/print`,
    operationId: 'staffPrintSaleOperation',
    summary: 'SalesSupportSaleTab: print refund sale operation',
    response: { kind: 'single', record: 'DownloadableFile' },
    params: z.object({ sale_id: idParameter(), operation_id: idParameter() }),
    query: languageQuery,
  },
  async ({ params, query, request }) =>
    single(
      await printOperationVoucher(
        staffCaller(request),
        params.sale_id,
        params.operation_id,
        query.language ?? 'ar',
      ),
    ),
);
