import * as z from 'zod/mini';
import { deleteOperation } from '../../../shared/domain/sale-operations/operation-changes';
import { operationRecord } from '../../../shared/domain/sale-operations/operation-record';
import { single } from '../../../shared/http/envelopes';
import { requiredText } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { operationParams, operationPath } from './fields';

/**
 * DELETE {system_user_url}/sales-support/sales/{sale_id}/operations/{operation_id}?reason=: a soft
 * delete (the reason required); what it paid goes back to the plan lines and the sale's totals in
 * one transaction. Answers the operation as it is left (restorable). 409 when it is not a paid,
 * undeleted operation, when its sale is closed, or when less would be paid than refunded.
 */
export const staffDeleteOperation = defineOperation(
  {
    method: 'DELETE',
    path: operationPath,
    operationId: 'staffDeleteOperation',
    summary: 'SalesSupportSaleTab: delete operation',
    access: { kind: 'staff', ability: 'sales.payments.manage' },
    response: { kind: 'single', record: 'SaleOperation', conflict: true },
    params: operationParams,
    query: z.object({ reason: requiredText(500) }),
  },
  async ({ params, query, request }) =>
    single(
      operationRecord(
        await deleteOperation(staffCaller(request), params.sale_id, params.operation_id, query.reason),
      ),
    ),
);
