import * as z from 'zod';
import { bool, int, num, numericString, recordId, str, timestamp, url } from '../fields';
import { ArchiveFolder } from './archive';
import { Area, Block, City, CountrySummary } from './locations';
import { BuildingSimple, ClientSimple, ProjectSimple, RentalSimple, UnitSimple } from './simple';

/** Rentals: the unit rental and the rental request. */

/** The unit rental record of the create-folder operation; `folder` (the folder made) is our documented extra. */
export const UnitRental = z.strictObject({
  id: recordId(),
  unit_id: int(),
  building_id: int(),
  project_id: int(),
  country_id: int(),
  area_id: int(),
  city_id: int(),
  block_id: int(),
  owner_client_id: int(),
  bathrooms_count: int(),
  payments_count: int(),
  halls_design: str(),
  unit_name: str(),
  collect_rent: str(),
  contract_period_per_month: str(),
  contract_documentation_fees: str(),
  status: str(),
  garage: str(),
  floor: str(),
  total_area: str(),
  type: str(),
  unit_type: str(),
  notes: str(),
  brokerage_amount: num(),
  insurance_amount: num(),
  collect_insurance_amount: num(),
  one_batches_price: num(),
  two_batches_price: num(),
  one_batches_price_brokerage: numericString(),
  two_batches_price_brokerage: numericString(),
  is_has_maid_room: bool(),
  is_received_suk: bool(),
  is_has_storage_room: bool(),
  is_has_roof: bool(),
  is_has_rather: bool(),
  is_has_air_conditioning: bool(),
  is_has_kitchen: bool(),
  is_kitchen_has_apps: bool(),
  is_furnished: bool(),
  unit_password: str(),
  unit_map_url: url(),
  ownerClient: ClientSimple.nullable(),
  unit: UnitSimple.nullable(),
  building: BuildingSimple.nullable(),
  project: ProjectSimple.nullable(),
  country: CountrySummary.nullable(),
  area: Area.nullable(),
  city: City.nullable(),
  block: Block.nullable(),
  rentals: z.array(RentalSimple),
  folder: ArchiveFolder,
});

/** A request for a client to rent a home: what kind of home, and who asks. */
export const RentalRequest = z.strictObject({
  id: recordId(),
  client_id: int(),
  unit_name: str(),
  bathrooms_count: int(),
  created_at: timestamp(),
  client: ClientSimple.nullable(),
});
