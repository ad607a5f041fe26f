import * as z from 'zod';
import { int, recordId, str, timestamp, url } from '../fields';
import { BuildingSimple, ClientSimple, ProjectSimple, UnitSimple, UserSimple } from './simple';

/** Discounts on units, buildings and projects. */

export const Discount = z.strictObject({
  id: recordId(),
  unit_id: int(),
  client_id: int(),
  status_updated_by_user_id: int(),
  project_id: int(),
  building_id: int(),
  name: str(),
  type: str(),
  max_value: str(),
  name_text: str(),
  value_type: str(),
  value: str(),
  status: str(),
  target_type: str(),
  value_type_icon: url(),
  start_date: timestamp(),
  end_date: timestamp(),
  status_updated_at: timestamp(),
  projects_count: z.number().int(),
  project: ProjectSimple.nullable(),
  building: BuildingSimple.nullable(),
  client: ClientSimple.nullable(),
  unit: UnitSimple.nullable(),
  statusUpdatedByUser: UserSimple.nullable(),
});
