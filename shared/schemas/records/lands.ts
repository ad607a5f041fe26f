import * as z from 'zod';
import { int, num, recordId, str, timestamp } from '../fields';
import { Area, Block, City } from './locations';
import { LandOwnerSummary, ProjectSimple } from './simple';

/** Lands and their owners. */

/** A land owner: the spec's LandOwner summary fields, how many lands they hold, when recorded. */
export const LandOwner = LandOwnerSummary.extend({ lands_count: z.number().int(), created_at: timestamp() });

/** A plot of land acquired or offered for a project; `area` is its surface in m2, `areaRecord` its Area. */
export const Land = z.strictObject({
  id: recordId(),
  name: str(),
  project_id: int(),
  land_owner_id: int(),
  city_id: int(),
  area_id: int(),
  block_id: int(),
  area: num(),
  price: num(),
  deed_number: int(),
  status: str(),
  created_at: timestamp(),
  project: ProjectSimple.nullable(),
  landOwner: LandOwnerSummary.nullable(),
  city: City.nullable(),
  areaRecord: Area.nullable(),
  block: Block.nullable(),
});
