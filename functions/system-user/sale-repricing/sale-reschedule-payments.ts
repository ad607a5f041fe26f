import { halalasOfSar } from '../../../shared/domain/money';
import { reschedulePayments } from '../../../shared/domain/sale-repricing/reschedule';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { rescheduleBody, saleParams, salePath } from './fields';

/**
 * POST {system_user_url}/sales-support/sales/{sale_id}/reschedule-payments: the plan's unpaid part
 * replaced by new lines (`due_dates[]` with `amounts[]` in SAR, adding up to the balance exactly;
 * one amount fewer leaves the last line the rest), paid parts frozen and the old plan kept as a
 * version; `plan_version`, when sent, must be the plan's current one (else 409). Applied at once, or sent to a sales manager's approval when the line count changes or
 * the last due date moves more than 90 days (`applied: false`, `acceptance_id`). 422 naming the
 * balance; 409 on a sale whose plan cannot change, a pending reschedule or a concurrent change.
 */
export const staffSaleReschedulePayments = defineOperation(
  {
    method: 'POST',
    path: `${salePath}/reschedule-payments`,
    operationId: 'staffSaleReschedulePayments',
    summary: 'SalesSupportSaleTab: reschedule-payments',
    access: { kind: 'staff', ability: 'sales.sales.manage' },
    response: { kind: 'single', record: 'SaleReschedule', conflict: true },
    params: saleParams,
    body: rescheduleBody,
  },
  async ({ params, body, request }) => {
    const caller = staffCaller(request);
    return single(
      await reschedulePayments(caller, caller, params.sale_id, {
        due_dates: body.due_dates,
        amounts: (body.amounts ?? []).map(halalasOfSar),
        plan_version: body.plan_version,
      }),
    );
  },
);
