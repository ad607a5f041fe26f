import * as z from 'zod/mini';
import { solvencyFormData } from '../../../shared/domain/sales-support/solvency-form';
import { single } from '../../../shared/http/envelopes';
import { optionalIntegerText } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { bookingTabPath, unitParams } from './fields';

/**
 * GET {system_user_url}/sales-support/saleable-details/{unit_id}/booking/financial-solvency/get-form-data:
 * the solvency form's choices and the booking's solvency (or the client's last one as defaults);
 * `booking_id` picks the unit's waiting booking instead of the first one in the caller's scope.
 */
export const staffFinancialSolvencyFormData = defineOperation(
  {
    method: 'GET',
    path: `${bookingTabPath}/financial-solvency/get-form-data`,
    operationId: 'staffFinancialSolvencyFormData',
    summary: 'SalesSupportSaleableDetail: financial-solvency get form data',
    response: { kind: 'single', record: 'FinancialSolvencyFormData', conflict: true },
    params: unitParams,
    query: z.object({ booking_id: optionalIntegerText({ min: 1 }) }),
  },
  async ({ params, query, request }) =>
    single(await solvencyFormData(staffCaller(request), params.unit_id, query.booking_id, request.locale)),
);
