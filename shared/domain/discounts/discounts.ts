import { loadEntities } from '../../db/entity-store';
import { type EntityOf, entityType } from '../../db/entity-type';
import { filePrefixes } from '../../files/file-prefixes';
import { presignedDownloadUrl } from '../../files/files';
import { clientSimple } from '../clients/client-record';
import { CLIENT } from '../clients/clients';
import { BUILDING, buildingSimple, PROJECT, projectSimple } from '../projects/projects';
import { pickFields } from '../records';
import { UNIT, unitSimple } from '../units/units';
import { USER, userSimple } from '../users/users';

/** Every scalar of the spec's Discount record, in its order (projects_count is computed). */
export const DISCOUNT_FIELDS = [
  'id',
  'unit_id',
  'client_id',
  'status_updated_by_user_id',
  'project_id',
  'building_id',
  'name',
  'type',
  'max_value',
  'name_text',
  'value_type',
  'value',
  'status',
  'target_type',
  'value_type_icon',
  'start_date',
  'end_date',
  'status_updated_at',
] as const;

/** Discount types, value types and statuses the back office uses (free strings in the spec). */
export const DISCOUNT_TYPES = ['cash', 'early_payment', 'loyalty', 'seasonal', 'employee'] as const;
export const DISCOUNT_VALUE_TYPES = ['percentage', 'fixed'] as const;
export const DISCOUNT_STATUSES = ['pending', 'approved', 'rejected', 'expired'] as const;

/**
 * A discount on a project, a building, a unit or for one client; `project_ids` lists every project
 * it applies to (projects_count). The value type's icon lives in S3 (`valueTypeIconKey`).
 */
export interface Discount {
  unit_id: number | null;
  client_id: number | null;
  status_updated_by_user_id: number | null;
  project_id: number | null;
  building_id: number | null;
  name: string;
  type: string;
  max_value: string | null;
  name_text: string | null;
  /** `percentage` or `fixed`. */
  value_type: string;
  value: string | null;
  status: string;
  target_type: string | null;
  start_date: string | null;
  end_date: string | null;
  status_updated_at: string | null;
  project_ids?: number[];
  /** The staff member who asked for it: the requester of its approval (not a field of the spec's record). */
  requested_by_user_id?: number | null;
  /** The requester's department, copied when a staff member stores it (staff row scope). */
  department_id?: number | null;
}

/** The filter combinations of GET /system/discounts (and of the staff index for an `all` scope). */
export const SYSTEM_DISCOUNT_FILTERS = [
  ['status'],
  ['type'],
  ['value_type'],
  ['project_id'],
  ['type', 'status'],
  ['value_type', 'status'],
  ['project_id', 'status'],
  ['project_id', 'value_type', 'status'],
] as const satisfies ReadonlyArray<ReadonlyArray<keyof Discount>>;

/** The staff index's combinations for a scoped caller: the scope (requester or department), alone or with a status. */
export const SCOPED_DISCOUNT_FILTERS = [
  ['requested_by_user_id'],
  ['requested_by_user_id', 'status'],
  ['department_id'],
  ['department_id', 'status'],
] as const satisfies ReadonlyArray<ReadonlyArray<keyof Discount>>;

/**
 * The filter combinations of the discount lists, each also by creation day: the system index
 * (GET /system/discounts) and the staff index (its row scope by requester or department, alone or
 * with a status). The active discounts by end date feed the expiry job. A write moves 2 items per
 * set: a create adds up to 28 (14 sets with the unfiltered one), a status change up to 30 (7 sets hold
 * status, 4 items each, and the active list's entry and count).
 */
export const DISCOUNT = entityType<Discount>('DISCOUNT', {
  lists: [
    ...SYSTEM_DISCOUNT_FILTERS,
    ...SCOPED_DISCOUNT_FILTERS,
    { where: { status: 'approved' }, orderBy: 'end_date', step: 86_400_000 },
  ],
});

export type DiscountEntity = EntityOf<typeof DISCOUNT>;

/** The S3 key of the icon shown for a value type. */
export const valueTypeIconKey = (valueType: string) => `${filePrefixes.icons}discount-${valueType}.svg`;

/** Discount records with their nested project, building, client, unit and status user. */
export async function discountRecords(discounts: DiscountEntity[]) {
  const loaded = await loadEntities(
    discounts.flatMap((discount) => [
      { type: PROJECT, id: discount.project_id },
      { type: BUILDING, id: discount.building_id },
      { type: CLIENT, id: discount.client_id },
      { type: UNIT, id: discount.unit_id },
      { type: USER, id: discount.status_updated_by_user_id },
    ]),
  );
  return Promise.all(
    discounts.map(async (discount) => ({
      ...pickFields(discount, DISCOUNT_FIELDS),
      value_type_icon: discount.value_type
        ? await presignedDownloadUrl(valueTypeIconKey(discount.value_type))
        : null,
      projects_count: discount.project_ids?.length ?? (discount.project_id ? 1 : 0),
      project: await projectSimple(loaded.get(PROJECT, discount.project_id)),
      building: buildingSimple(loaded.get(BUILDING, discount.building_id)),
      client: clientSimple(loaded.get(CLIENT, discount.client_id)),
      unit: unitSimple(loaded.get(UNIT, discount.unit_id)),
      statusUpdatedByUser: userSimple(loaded.get(USER, discount.status_updated_by_user_id)),
    })),
  );
}
