import { materialFilters } from '../../../shared/domain/materials/material-forms';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';

/** GET {system_user_url}/purchasing/materials/filters: the index's filters and their choices. */
export const staffMaterialFilters = defineOperation(
  {
    method: 'GET',
    path: '/purchasing/materials/filters',
    operationId: 'staffMaterialFilters',
    summary: 'Materials: get-filters',
    response: { kind: 'single', record: 'ListFilters' },
  },
  async ({ request }) => single(materialFilters(request.locale)),
);
