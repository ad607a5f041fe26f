import { when } from '../../db/expressions';
import { keys } from '../../db/keys';
import { type TxItem, transaction, txUpdate } from '../../db/transaction-builder';
import { ValidationError } from '../../errors';
import { MATERIAL } from './materials';

/**
 * The transaction item a purchasing record (a request line, an order line, a receipt) adds when it
 * names a material: one more reference, and a new version, so an update or a delete read before it
 * (conditioned on the version read) is refused rather than freeing a unit or deleting a material now
 * referenced. Refused on a deleted or inactive material (`field` names the line's field).
 */
export function materialReference(materialId: number, field = 'material_id'): TxItem {
  return {
    ...txUpdate(`material-${materialId}-referenced`, keys.entity(MATERIAL, materialId), {
      add: { reference_count: 1, version: 1 },
      condition: when.and(when.itemExists(), when.lacks('deleted_at'), when.eq('is_active', true)),
    }),
    refusal: () => ValidationError.forField(field, 'validation.exists'),
  };
}

/** Records one reference to a material on its own (a record that names it outside another write). */
export async function referenceMaterial(materialId: number): Promise<void> {
  await transaction('reference-material', { budget: 1 }).add(materialReference(materialId)).commit();
}
