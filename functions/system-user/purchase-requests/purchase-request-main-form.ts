import { purchaseRequestMainForm } from '../../../shared/domain/purchase-requests/purchase-request-forms';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { manage } from './fields';

/**
 * GET {system_user_url}/purchasing/purchase-requests/get-create-update-data/main: the projects in
 * the caller's scope, the department (the caller's: a request takes its requester's), types,
 * priorities and units.
 */
export const staffPurchaseRequestMainForm = defineOperation(
  {
    method: 'GET',
    path: '/purchasing/purchase-requests/get-create-update-data/main',
    operationId: 'staffPurchaseRequestMainForm',
    summary: 'Purchase Request: get create update data main form data',
    access: manage,
    response: { kind: 'single', record: 'PurchaseRequestMainFormData' },
  },
  async ({ request }) => single(await purchaseRequestMainForm(staffCaller(request), request.locale)),
);
