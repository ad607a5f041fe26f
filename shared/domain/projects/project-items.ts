import { type EntityOf, entityType } from '../../db/entity-type';

/**
 * A budget line of a project (the work or supply it pays for: concrete works, MEP, finishing),
 * linked to its project (the Project's project_items_count). Purchase requests name one; the budget
 * gate (B1) holds on it: `committed` is what issued purchase orders took (their subtotals, without
 * VAT), `remaining` = budget − committed, kept stored because a DynamoDB condition cannot subtract
 * one attribute from another. An order's transaction conditions on `remaining >= :subtotal` and moves
 * both; an approved raise budget adds to `budget` and `remaining`. Halalas.
 */
export interface ProjectItem {
  project_id: number;
  code: string;
  name_ar: string;
  name_en: string | null;
  budget: number;
  committed: number;
  remaining: number;
  is_active: boolean;
}

/** Project items, listed by project. */
export const PROJECT_ITEM = entityType<ProjectItem>('PROJECT_ITEM', { lists: [['project_id']] });

export type ProjectItemEntity = EntityOf<typeof PROJECT_ITEM>;
