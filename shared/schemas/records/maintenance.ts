import * as z from 'zod';
import { bool, choice, int, num, recordId, str, timestamp } from '../fields';
import { DownloadableFile } from './common';
import { ClientSimple, ProjectSimple, UnitSimple, UserSimple } from './simple';

/** Maintenance requests, their comments and their form. */

export const CommentRecord = z.strictObject({
  id: recordId(),
  maintenance_request_id: z.number().int(),
  client_id: int(),
  user_id: int(),
  comment: z.string(),
  attachments: z.array(DownloadableFile),
  created_at: timestamp(),
});

export const MaintenanceRequest = z.strictObject({
  id: recordId(),
  client_id: z.number().int(),
  unit_id: int(),
  category: str(),
  description: str(),
  status: str(),
  rating: int(),
  rating_note: str(),
  attachments: z.array(DownloadableFile),
  created_at: timestamp(),
  updated_at: timestamp(),
  comments_count: z.number().int(),
  unit: UnitSimple.nullable(),
});

/** The form of a new maintenance request: categories and the client's own units. */
export const MaintenanceFormData = z.strictObject({
  categories: z.array(choice()),
  units: z.array(UnitSimple),
});

/** The bill of a request: SAR with 2 decimals, VAT at `vat_rate` % of `amount`, the invoice file. */
export const MaintenanceInvoice = z.strictObject({
  invoice_number: z.string(),
  invoice_date: z.string(),
  amount: z.number(),
  vat_rate: z.number(),
  vat: z.number(),
  total: z.number(),
  file: DownloadableFile.nullable(),
  stored_by_user_id: z.number().int(),
});

/** A maintenance request as staff see it: the client's record plus project, assignment, cost and bill. */
export const StaffMaintenanceRequest = MaintenanceRequest.extend({
  project_id: int(),
  assigned_user_id: int(),
  department_id: int(),
  cost: num(),
  cost_reason: str(),
  is_completed: bool(),
  invoice: MaintenanceInvoice.nullable(),
  client: ClientSimple.nullable(),
  assigned_user: UserSimple.nullable(),
});

const option = z.strictObject({ value: z.string(), label: z.string() });

/** The staff form: categories, statuses, technicians, projects and the chosen client's sold units. */
export const StaffMaintenanceFormData = z.strictObject({
  categories: z.array(choice()),
  statuses: z.array(option),
  technicians: z.array(UserSimple),
  projects: z.array(ProjectSimple),
  units: z.array(UnitSimple),
});

/** The staff index's filters. */
export const MaintenanceRequestFilters = z.strictObject({
  filters: z.array(
    z.strictObject({
      key: z.string(),
      label: z.string(),
      type: z.literal('select'),
      options: z.array(option),
    }),
  ),
});
