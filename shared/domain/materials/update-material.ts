import { getEntity, updateEntity } from '../../db/entity-store';
import { when } from '../../db/expressions';
import { type FieldMessages, ValidationError } from '../../errors';
import type { Locale } from '../../i18n';
import {
  MATERIAL,
  MATERIAL_CODE_KIND,
  type Material,
  materialRecord,
  materialSearchValues,
  normalMaterialCode,
} from './materials';
import { assertCategory, type MaterialInput } from './store-material';

/**
 * Changes a material (the fields sent; a blank optional text clears it). Once a purchasing record
 * names it, its unit and stock-item flag are frozen (422 on the field); the write is conditioned
 * on the version read, and a reference taken meanwhile moves the version (409). A new code moves
 * its unique marker in the same transaction.
 */
export async function updateMaterial(
  id: number,
  changes: Partial<MaterialInput>,
  locale: Locale,
  expectedVersion?: number,
) {
  const current = await getEntity(MATERIAL, id, 'material');
  assertCategory(changes.material_category_id);
  const unitChanges = changes.unit !== undefined && changes.unit !== current.unit;
  const stockFlagChanges =
    changes.is_stock_item !== undefined && changes.is_stock_item !== current.is_stock_item;
  const referenced = (current.reference_count ?? 0) > 0;
  const frozen: FieldMessages = {};
  if (referenced && unitChanges) frozen.unit = [{ key: 'materials.unit_frozen' }];
  if (referenced && stockFlagChanges) frozen.is_stock_item = [{ key: 'materials.stock_item_frozen' }];
  if (Object.keys(frozen).length > 0) throw new ValidationError(frozen);
  const code = changes.code === undefined ? undefined : normalMaterialCode(changes.code);
  const next: Partial<Material> = { ...changes, ...(code !== undefined ? { code } : {}) };
  const updated = await updateEntity(MATERIAL, id, next, {
    recordName: 'material',
    current,
    ...(expectedVersion !== undefined ? { expectedVersion } : {}),
    uniques:
      code === undefined
        ? []
        : [{ kind: MATERIAL_CODE_KIND, field: 'code', value: code, previous: current.code }],
    search: materialSearchValues({ ...current, ...next } as Material),
    // The frozen fields only change while nothing names the material.
    ...(unitChanges || stockFlagChanges ? { condition: when.eq('reference_count', 0) } : {}),
  });
  return materialRecord(updated, locale);
}
