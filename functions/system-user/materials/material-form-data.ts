import { materialFormData } from '../../../shared/domain/materials/material-forms';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';

/**
 * GET {system_user_url}/purchasing/materials/create-update-data: the form's categories, units and
 * VAT rates, and the suppliers not blocked.
 */
export const staffMaterialFormData = defineOperation(
  {
    method: 'GET',
    path: '/purchasing/materials/create-update-data',
    operationId: 'staffMaterialFormData',
    summary: 'Materials: create-update-data',
    response: { kind: 'single', record: 'MaterialFormData' },
  },
  async ({ request }) => single(await materialFormData(request.locale)),
);
