import * as z from 'zod/mini';
import { returnFormData } from '../../../shared/domain/return-requests/return-request-writes';
import { single } from '../../../shared/http/envelopes';
import { integerText } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';

/**
 * GET {system_user_url}/purchasing/return-requests/get-form-data?grn_id=: a posted receipt's lines
 * with what each may still return (Q8: accepted − issued − returned − held, and no more than its
 * warehouse has available) at the receipt's price, and the reasons a return gives.
 */
export const staffReturnRequestFormData = defineOperation(
  {
    method: 'GET',
    path: '/purchasing/return-requests/get-form-data',
    operationId: 'staffReturnRequestFormData',
    summary: 'return-request: get-form-data',
    response: { kind: 'single', record: 'ReturnRequestFormData', notFound: true },
    query: z.object({ grn_id: integerText({ min: 1 }) }),
  },
  async ({ query, request }) =>
    single(await returnFormData(staffCaller(request), query.grn_id, request.locale)),
);
