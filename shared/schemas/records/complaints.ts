import * as z from 'zod';
import { int, recordId, timestamp } from '../fields';
import { MaintenanceFormData } from './maintenance';
import { UnitSimple } from './simple';

/** Complaints and their form. */

/** A client's complaint. */
export const Complaint = z.strictObject({
  id: recordId(),
  client_id: z.number().int(),
  unit_id: int(),
  category: z.string(),
  description: z.string(),
  status: z.string(),
  created_at: timestamp(),
  updated_at: timestamp(),
  unit: UnitSimple.nullable(),
});

/** The form of a new complaint: categories and the client's own units. */
export const ComplaintFormData = MaintenanceFormData.extend({});
