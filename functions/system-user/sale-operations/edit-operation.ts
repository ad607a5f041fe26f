import * as z from 'zod/mini';
import { halalasOfSar } from '../../../shared/domain/money';
import { editOperation } from '../../../shared/domain/sale-operations/edit-operation';
import { operationRecord } from '../../../shared/domain/sale-operations/operation-record';
import { PAYMENT_METHODS } from '../../../shared/domain/sale-operations/sale-operations';
import { single } from '../../../shared/http/envelopes';
import { blankAsAbsent, numberText, optionalText } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { operationParams, operationPath, paidAtText } from './fields';

const methods = PAYMENT_METHODS.filter((method) => method !== 'online');

/**
 * POST {system_user_url}/sales-support/sales/{sale_id}/operations/{operation_id}/update: changes a
 * paid operation's amount (SAR), method, reference or payment date (fields not sent keep their
 * value; the kind and receipt number never change). A new amount is re-allocated in one
 * transaction under pay's ceiling with the old amount removed: over it 422 on `amount` naming it.
 */
export const staffEditOperation = defineOperation(
  {
    method: 'POST',
    path: `${operationPath}/update`,
    operationId: 'staffEditOperation',
    summary: 'SalesSupportSaleTab: edit operation',
    access: { kind: 'staff', ability: 'sales.payments.manage' },
    response: { kind: 'single', record: 'SaleOperation', conflict: true },
    params: operationParams,
    body: z.object({
      amount: blankAsAbsent(numberText({ min: 0.01 })),
      method: blankAsAbsent(z.enum(methods as [string, ...string[]])),
      paid_at: paidAtText(),
      reference_no: optionalText(100),
    }),
  },
  async ({ params, body, request }) => {
    const operation = await editOperation(staffCaller(request), params.sale_id, params.operation_id, {
      amount: body.amount === undefined ? undefined : halalasOfSar(body.amount),
      method: body.method as (typeof methods)[number] | undefined,
      paid_at: body.paid_at,
      reference_no: body.reference_no,
    });
    return single(operationRecord(operation));
  },
);
