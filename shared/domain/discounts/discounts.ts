import { loadEntities, type StoredEntity } from '../../db/entity-store';
import { presignedDownloadUrl } from '../../files/files';
import { clientSimple } from '../clients/client-record';
import { CLIENT, type ClientEntity } from '../clients/clients';
import { BUILDING, buildingSimple, PROJECT, type ProjectEntity, projectSimple } from '../projects/projects';
import { pickFields } from '../records';
import { UNIT, unitSimple } from '../units/units';
import { USER, userSimple } from '../users/users';

export const DISCOUNT = 'DISCOUNT';

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

/** Discount types and statuses the back office uses (free strings in the spec; value types: percentage, fixed). */
export const DISCOUNT_TYPES = ['cash', 'early_payment', 'loyalty', 'seasonal', 'employee'] as const;
export const DISCOUNT_STATUSES = ['pending', 'approved', 'rejected', 'expired'] as const;

/** A discount; `project_ids` lists every project it applies to (projects_count), icon keys live in S3. */
export type DiscountEntity = Record<(typeof DISCOUNT_FIELDS)[number], unknown> &
  StoredEntity & { project_ids?: number[] };

/** The S3 key of the icon shown for a value type. */
export const valueTypeIconKey = (valueType: string) => `icons/discount-${valueType}.svg`;

/** Discount records with their nested project, building, client, unit and status user. */
export async function discountRecords(discounts: DiscountEntity[]) {
  const loaded = await loadEntities(
    discounts.flatMap((discount) => [
      { type: PROJECT, id: discount.project_id as number | null },
      { type: BUILDING, id: discount.building_id as number | null },
      { type: CLIENT, id: discount.client_id as number | null },
      { type: UNIT, id: discount.unit_id as number | null },
      { type: USER, id: discount.status_updated_by_user_id as number | null },
    ]),
  );
  return Promise.all(
    discounts.map(async (discount) => ({
      ...pickFields(discount, DISCOUNT_FIELDS),
      value_type_icon: discount.value_type
        ? await presignedDownloadUrl(valueTypeIconKey(String(discount.value_type)))
        : null,
      projects_count: discount.project_ids?.length ?? (discount.project_id ? 1 : 0),
      project: await projectSimple(loaded.get<ProjectEntity>(PROJECT, discount.project_id as number | null)),
      building: buildingSimple(loaded.get(BUILDING, discount.building_id as number | null)),
      client: clientSimple(loaded.get<ClientEntity>(CLIENT, discount.client_id as number | null)),
      unit: unitSimple(loaded.get(UNIT, discount.unit_id as number | null)),
      statusUpdatedByUser: userSimple(loaded.get(USER, discount.status_updated_by_user_id as number | null)),
    })),
  );
}
