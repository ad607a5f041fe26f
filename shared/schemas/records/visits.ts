import * as z from 'zod';
import { int, recordId, timestamp } from '../fields';
import { UnitSimple } from './simple';

/** A client's visits to projects and their form. */

/** A client's visit to a project. */
export const Visit = z.strictObject({
  id: recordId(),
  client_id: int(),
  project_id: int(),
  unit_id: int().nullable(),
  visit_at: timestamp(),
  notes: z.string().nullable(),
  status: z.string(),
  created_at: timestamp(),
  project: z.strictObject({ id: recordId(), name: z.string() }).nullable(),
  unit: UnitSimple.nullable(),
});
export const VisitFormData = z.strictObject({
  projects: z.array(z.strictObject({ id: recordId(), name: z.string() })),
  slots: z.strictObject({
    slot_minutes: z.number().int(),
    first_slot: z.string(),
    last_slot: z.string(),
    time_zone: z.string(),
  }),
});
