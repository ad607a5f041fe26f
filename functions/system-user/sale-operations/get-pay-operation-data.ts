import { payOperationData } from '../../../shared/domain/sale-operations/pay-data';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { saleOperationsPath, saleParams } from './fields';

/** GET {system_user_url}/sales-support/sales/{sale_id}/operations/get-pay-data: the sale's money, plan lines, methods and operations (404 outside the row scope). */
export const staffGetPayOperationData = defineOperation(
  {
    method: 'GET',
    path: `${saleOperationsPath}/get-pay-data`,
    operationId: 'staffGetPayOperationData',
    summary: 'SalesSupportSaleTab: get pay operation data',
    response: { kind: 'single', record: 'SalePayOperationData' },
    params: saleParams,
  },
  async ({ params, request }) => single(await payOperationData(staffCaller(request), params.sale_id)),
);
