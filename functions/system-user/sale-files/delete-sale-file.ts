import * as z from 'zod/mini';
import { deleteSaleFile } from '../../../shared/domain/sale-files/sale-files';
import { single } from '../../../shared/http/envelopes';
import { idParameter } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { saleFilesPath } from './fields';

/**
 * DELETE {system_user_url}/sales-support/sales/{sale_id}/files/{file_id}: a soft delete (the object
 * stays in the bucket); another sale's file or one already deleted: 404; outside the row scope 404.
 */
export const staffDeleteSaleFile = defineOperation(
  {
    method: 'DELETE',
    path: `${saleFilesPath}/{file_id}`,
    operationId: 'staffDeleteSaleFile',
    summary: 'SalesSupportSaleTab: sale delete-file',
    response: { kind: 'single', record: 'Deleted', conflict: true },
    params: z.object({ sale_id: idParameter(), file_id: idParameter() }),
  },
  async ({ params, request }) =>
    single(await deleteSaleFile(staffCaller(request), params.sale_id, params.file_id)),
);
