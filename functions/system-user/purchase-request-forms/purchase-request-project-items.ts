import * as z from 'zod/mini';
import { purchaseRequestProjectItems } from '../../../shared/domain/purchase-requests/purchase-request-forms';
import { single } from '../../../shared/http/envelopes';
import { integerText } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';

/**
 * GET {system_user_url}/purchasing/purchase-requests/get-create-update-data/project-items?project_id=:
 * the project's active budget lines with budget, committed and remaining (SAR, without VAT). A
 * project outside the caller's scope is a 422 on `project_id`, as a missing one.
 */
export const staffPurchaseRequestProjectItems = defineOperation(
  {
    method: 'GET',
    path: '/purchasing/purchase-requests/get-create-update-data/project-items',
    operationId: 'staffPurchaseRequestProjectItems',
    summary: 'Purchase Request: get create update data project item data',
    response: { kind: 'single', record: 'PurchaseRequestProjectItems' },
    query: z.object({ project_id: integerText({ min: 1 }) }),
  },
  async ({ query, request }) =>
    single(await purchaseRequestProjectItems(staffCaller(request), query.project_id, request.locale)),
);
