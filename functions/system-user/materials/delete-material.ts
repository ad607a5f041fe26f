import { deleteMaterial } from '../../../shared/domain/materials/delete-material';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';
import { manage, materialPath } from './fields';

/**
 * DELETE {system_user_url}/purchasing/materials/{material_id}: a material no purchase record names
 * (its code is free again); a named one is a 409 (deactivate it instead).
 */
export const staffDeleteMaterial = defineOperation(
  {
    method: 'DELETE',
    path: '/purchasing/materials/{material_id}',
    operationId: 'staffDeleteMaterial',
    summary: 'Materials: delete',
    access: manage,
    response: { kind: 'single', record: 'Deleted', conflict: true },
    params: materialPath,
  },
  async ({ params }) => single(await deleteMaterial(params.material_id)),
);
