import * as z from 'zod/mini';
import { purchaseRequestMaterials } from '../../../shared/domain/purchase-requests/purchase-request-forms';
import { single } from '../../../shared/http/envelopes';
import { optionalIntegerText, searchQuery } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';

/**
 * GET {system_user_url}/purchasing/purchase-requests/get-create-update-data/materials?project_item_id=&search=:
 * active materials (up to 50; `search` of 2+ characters narrows by code or name), each with its
 * default suppliers, last purchase price, stock available (0 until warehouses hold stock; null for
 * a material not kept in stock) and the best price of a supply agreement in force (SAR).
 */
export const staffPurchaseRequestMaterials = defineOperation(
  {
    method: 'GET',
    path: '/purchasing/purchase-requests/get-create-update-data/materials',
    operationId: 'staffPurchaseRequestMaterials',
    summary: 'Purchase Request: get create update data materials with suppliers',
    response: { kind: 'single', record: 'PurchaseRequestMaterials' },
    query: z.object({ project_item_id: optionalIntegerText({ min: 1 }), search: searchQuery() }),
  },
  async ({ query, request }) =>
    single(await purchaseRequestMaterials(staffCaller(request), query, request.locale)),
);
