import { getEntity, softDeleteEntity } from '../../db/entity-store';
import { ConflictError } from '../../errors';
import { MATERIAL, MATERIAL_CODE_KIND } from './materials';

/**
 * Deletes a material no purchasing record has named (soft delete: its code is free again); a named
 * one is a 409 (deactivate it instead). Conditioned on the version read: a reference taken meanwhile
 * moves it, so the delete is refused.
 */
export async function deleteMaterial(id: number) {
  const material = await getEntity(MATERIAL, id, 'material');
  if ((material.reference_count ?? 0) > 0) throw new ConflictError('materials.referenced');
  await softDeleteEntity(MATERIAL, material, {
    recordName: 'material',
    uniques: [{ kind: MATERIAL_CODE_KIND, field: 'code', value: material.code }],
  });
  return { deleted: true as const };
}
