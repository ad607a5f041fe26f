import * as z from 'zod/mini';
import { purchaseRequestSupplyAgreements } from '../../../shared/domain/purchase-requests/purchase-request-forms';
import { single } from '../../../shared/http/envelopes';
import { idListText } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';

/**
 * GET {system_user_url}/purchasing/purchase-requests/get-supply-agreements-data?material_ids[]=:
 * the supply agreements in force with a line for any of the materials (every one in force when none
 * is named): each line's price (SAR, without VAT), its most and the quantity left.
 */
export const staffPurchaseRequestSupplyAgreements = defineOperation(
  {
    method: 'GET',
    path: '/purchasing/purchase-requests/get-supply-agreements-data',
    operationId: 'staffPurchaseRequestSupplyAgreements',
    summary: 'Purchase Request: get-supply-agreements-data',
    response: { kind: 'single', record: 'PurchaseRequestSupplyAgreements' },
    query: z.object({ material_ids: idListText(50) }),
  },
  async ({ query }) => single(await purchaseRequestSupplyAgreements(query.material_ids ?? [])),
);
