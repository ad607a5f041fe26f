import * as z from 'zod/mini';
import { purchaseRequestSuppliers } from '../../../shared/domain/purchase-requests/purchase-request-forms';
import { single } from '../../../shared/http/envelopes';
import { idListText } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';

/**
 * GET {system_user_url}/purchasing/purchase-requests/get-create-update-data/suppliers?material_ids[]=:
 * the suppliers whose profile is not blocked and serves a category of the materials named (every
 * unblocked supplier when none is named), by name.
 */
export const staffPurchaseRequestSuppliers = defineOperation(
  {
    method: 'GET',
    path: '/purchasing/purchase-requests/get-create-update-data/suppliers',
    operationId: 'staffPurchaseRequestSuppliers',
    summary: 'Purchase Request: get-create-update-suppliers',
    response: { kind: 'single', record: 'PurchaseRequestSuppliers' },
    query: z.object({ material_ids: idListText(50) }),
  },
  async ({ query }) => single(await purchaseRequestSuppliers(query.material_ids ?? [])),
);
