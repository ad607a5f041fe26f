import { decryptField, MASKED_VALUE } from '../../auth/field-encryption';
import { linkedIds, loadEntities, type StoredEntity } from '../../db/entity-store';
import { clientSimple } from '../clients/client-record';
import { CLIENT, type ClientEntity } from '../clients/clients';
import {
  AREA,
  type AreaRecord,
  areaSummary,
  BLOCK,
  blockSummary,
  CITY,
  type CityRecord,
  COUNTRY,
  citySummary,
} from '../locations/locations';
import { BUILDING, buildingSimple, PROJECT, type ProjectEntity, projectSimple } from '../projects/projects';
import { pickFields, summaryOf } from '../records';
import { UNIT, unitSimple } from '../units/units';
import { RENTAL, rentalSimple, UNIT_RENTAL } from './rentals';

/** Every scalar of the spec's unit rental record, in its order (unit_password handled apart). */
export const UNIT_RENTAL_FIELDS = [
  'id',
  'unit_id',
  'building_id',
  'project_id',
  'country_id',
  'area_id',
  'city_id',
  'block_id',
  'owner_client_id',
  'bathrooms_count',
  'payments_count',
  'halls_design',
  'unit_name',
  'collect_rent',
  'contract_period_per_month',
  'contract_documentation_fees',
  'status',
  'garage',
  'floor',
  'total_area',
  'type',
  'unit_type',
  'notes',
  'brokerage_amount',
  'insurance_amount',
  'collect_insurance_amount',
  'one_batches_price',
  'two_batches_price',
  'one_batches_price_brokerage',
  'two_batches_price_brokerage',
  'is_has_maid_room',
  'is_received_suk',
  'is_has_storage_room',
  'is_has_roof',
  'is_has_rather',
  'is_has_air_conditioning',
  'is_has_kitchen',
  'is_kitchen_has_apps',
  'is_furnished',
  'unit_password',
  'unit_map_url',
] as const;

/** A unit let to tenants for its owner; `unit_password_encrypted` holds the door code, encrypted. */
export type UnitRentalEntity = Record<(typeof UNIT_RENTAL_FIELDS)[number], unknown> &
  StoredEntity & { unit_password_encrypted?: string | null };

/** The scope a key needs to read `unit_password` in clear. */
export const UNIT_PASSWORD_SCOPE = 'unit-password:read';

/**
 * The unit rental record with its owner, unit, building, project, places and rentals.
 * `unit_password` is decrypted only for callers allowed to see it; others get it masked.
 */
export async function unitRentalRecord(rental: UnitRentalEntity, options: { revealPassword: boolean }) {
  const ref = { type: UNIT_RENTAL, id: rental.id };
  const rentalIds = await linkedIds(ref, RENTAL);
  const loaded = await loadEntities([
    { type: CLIENT, id: rental.owner_client_id as number | null },
    { type: UNIT, id: rental.unit_id as number | null },
    { type: BUILDING, id: rental.building_id as number | null },
    { type: PROJECT, id: rental.project_id as number | null },
    { type: COUNTRY, id: rental.country_id as number | null },
    { type: AREA, id: rental.area_id as number | null },
    { type: CITY, id: rental.city_id as number | null },
    { type: BLOCK, id: rental.block_id as number | null },
    ...rentalIds.map((id) => ({ type: RENTAL, id })),
  ]);
  const encrypted = rental.unit_password_encrypted;
  const password = encrypted ? (options.revealPassword ? await decryptField(encrypted) : MASKED_VALUE) : null;
  return {
    ...pickFields(rental, UNIT_RENTAL_FIELDS),
    unit_password: password,
    ownerClient: clientSimple(loaded.get<ClientEntity>(CLIENT, rental.owner_client_id as number | null)),
    unit: unitSimple(loaded.get(UNIT, rental.unit_id as number | null)),
    building: buildingSimple(loaded.get(BUILDING, rental.building_id as number | null)),
    project: await projectSimple(loaded.get<ProjectEntity>(PROJECT, rental.project_id as number | null)),
    country: summaryOf(loaded.get(COUNTRY, rental.country_id as number | null), ['id', 'name'] as const),
    area: areaSummary(loaded.get<AreaRecord>(AREA, rental.area_id as number | null)),
    city: citySummary(loaded.get<CityRecord>(CITY, rental.city_id as number | null)),
    block: blockSummary(loaded.get<AreaRecord>(BLOCK, rental.block_id as number | null)),
    rentals: loaded.list(RENTAL, rentalIds).map(rentalSimple),
  };
}
