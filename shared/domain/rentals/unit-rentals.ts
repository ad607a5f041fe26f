import { decryptField, MASKED_VALUE } from '../../auth/field-encryption';
import { linkedIds, loadEntities } from '../../db/entity-store';
import type { EntityOf } from '../../db/entity-type';
import { clientSimple } from '../clients/client-record';
import { CLIENT } from '../clients/clients';
import { AREA, areaSummary, BLOCK, blockSummary, CITY, COUNTRY, citySummary } from '../locations/locations';
import { BUILDING, buildingSimple, PROJECT, projectSimple } from '../projects/projects';
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
export interface UnitRental {
  unit_id: number;
  building_id: number;
  project_id: number;
  country_id: number | null;
  area_id: number | null;
  city_id: number | null;
  block_id: number | null;
  owner_client_id: number | null;
  bathrooms_count: number | null;
  payments_count: number | null;
  halls_design: string | null;
  unit_name: string | null;
  collect_rent: string | null;
  contract_period_per_month: string | null;
  contract_documentation_fees: string | null;
  status: string | null;
  garage: string | null;
  floor: string | null;
  total_area: string | null;
  type: string | null;
  unit_type: string | null;
  notes: string | null;
  brokerage_amount: number | null;
  insurance_amount: number | null;
  collect_insurance_amount: number | null;
  one_batches_price: number | null;
  two_batches_price: number | null;
  one_batches_price_brokerage: string | null;
  two_batches_price_brokerage: string | null;
  is_has_maid_room: boolean | null;
  is_received_suk: boolean | null;
  is_has_storage_room: boolean | null;
  is_has_roof: boolean | null;
  is_has_rather: boolean | null;
  is_has_air_conditioning: boolean | null;
  is_has_kitchen: boolean | null;
  is_kitchen_has_apps: boolean | null;
  is_furnished: boolean | null;
  unit_password_encrypted?: string | null;
  unit_map_url: string | null;
}

export type UnitRentalEntity = EntityOf<typeof UNIT_RENTAL>;

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
    { type: CLIENT, id: rental.owner_client_id },
    { type: UNIT, id: rental.unit_id },
    { type: BUILDING, id: rental.building_id },
    { type: PROJECT, id: rental.project_id },
    { type: COUNTRY, id: rental.country_id },
    { type: AREA, id: rental.area_id },
    { type: CITY, id: rental.city_id },
    { type: BLOCK, id: rental.block_id },
    ...rentalIds.map((id) => ({ type: RENTAL, id })),
  ]);
  const encrypted = rental.unit_password_encrypted;
  const password = encrypted ? (options.revealPassword ? await decryptField(encrypted) : MASKED_VALUE) : null;
  return {
    ...pickFields(rental, UNIT_RENTAL_FIELDS),
    unit_password: password,
    ownerClient: clientSimple(loaded.get(CLIENT, rental.owner_client_id)),
    unit: unitSimple(loaded.get(UNIT, rental.unit_id)),
    building: buildingSimple(loaded.get(BUILDING, rental.building_id)),
    project: await projectSimple(loaded.get(PROJECT, rental.project_id)),
    country: summaryOf(loaded.get(COUNTRY, rental.country_id), ['id', 'name'] as const),
    area: areaSummary(loaded.get(AREA, rental.area_id)),
    city: citySummary(loaded.get(CITY, rental.city_id)),
    block: blockSummary(loaded.get(BLOCK, rental.block_id)),
    rentals: loaded.list(RENTAL, rentalIds).map(rentalSimple),
  };
}
