import { showMaterial } from '../../../shared/domain/materials/list-materials';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';
import { materialPath } from './fields';

/**
 * GET {system_user_url}/purchasing/materials/{material_id}: one material with its stock per
 * warehouse, last prices and open request and order quantities: empty lists and zeros until the
 * warehouses and the purchasing records that name materials exist.
 */
export const staffShowMaterial = defineOperation(
  {
    method: 'GET',
    path: '/purchasing/materials/{material_id}',
    operationId: 'staffShowMaterial',
    summary: 'Materials: show',
    response: { kind: 'single', record: 'MaterialDetails' },
    params: materialPath,
  },
  async ({ params, request }) => single(await showMaterial(params.material_id, request.locale)),
);
