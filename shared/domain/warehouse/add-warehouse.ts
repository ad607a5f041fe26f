import { createEntity, findEntity } from '../../db/entity-store';
import { type FieldMessages, ValidationError } from '../../errors';
import { INVISIBLE_CONTROLS } from '../../files/invisible-controls';
import { PROJECT } from '../projects/projects';
import { findByUnique } from '../users/users';
import { WAREHOUSE, type Warehouse, type WarehouseEntity } from './warehouses';

/** A warehouse as an operator gives it (first-deploy's `--warehouses` file, the demo seed). */
export interface WarehouseInput {
  name_ar: string;
  name_en?: string | null | undefined;
  kind: 'main' | 'site';
  /** A site store's project (required for `site`, absent for `main`). */
  project_id?: number | null | undefined;
  keeper_user_id?: number | null | undefined;
}

/** A name as stored: trimmed, without controls or bidi characters. */
const cleanText = (value: string) => value.replace(INVISIBLE_CONTROLS, '').trim();

/** The unique marker of a warehouse's Arabic name: one warehouse per name. */
export const WAREHOUSE_NAME_KIND = `${WAREHOUSE}_NAME`;

/** The warehouse named so, or undefined (one read of its marker). */
export const warehouseNamed = (nameAr: string) => findByUnique(WAREHOUSE, 'NAME', cleanText(nameAr));

/**
 * Adds a warehouse: a name in Arabic (unique), a kind, and for a site store the project it serves
 * (which must exist). A taken name is a 422 on `name_ar`; nothing is written on any refusal.
 */
export async function addWarehouse(input: WarehouseInput): Promise<WarehouseEntity> {
  const nameAr = cleanText(input.name_ar);
  const problems: FieldMessages = {};
  if (!nameAr) problems.name_ar = [{ key: 'validation.required' }];
  if (input.kind !== 'main' && input.kind !== 'site') problems.kind = [{ key: 'validation.in' }];
  const projectId = input.project_id ?? null;
  if (input.kind === 'site' && (projectId === null || !(await findEntity(PROJECT, projectId))))
    problems.project_id = [{ key: projectId === null ? 'validation.required' : 'validation.exists' }];
  if (Object.keys(problems).length > 0) throw new ValidationError(problems);
  const warehouse: Warehouse = {
    name_ar: nameAr,
    name_en: input.name_en ? cleanText(input.name_en) : null,
    kind: input.kind,
    project_id: input.kind === 'site' ? projectId : null,
    keeper_user_id: input.keeper_user_id ?? null,
    is_active: true,
  };
  return createEntity(WAREHOUSE, warehouse, {
    uniques: [{ kind: WAREHOUSE_NAME_KIND, field: 'name_ar', value: nameAr }],
    links: warehouse.project_id === null ? [] : [{ type: PROJECT, id: warehouse.project_id }],
  });
}
