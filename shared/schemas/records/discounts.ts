import * as z from 'zod';
import { int, recordId, str, timestamp, url } from '../fields';
import { FormOption } from './common';
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

/** What the staff discount form needs: the choices of each field and the projects a discount may target. */
export const DiscountFormData = z.strictObject({
  types: z.array(FormOption),
  value_types: z.array(FormOption),
  target_types: z.array(FormOption),
  projects: z.array(z.strictObject({ id: z.number().int(), name: z.string() })),
  max_percentage: z.number(),
});
