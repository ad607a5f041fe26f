import * as z from 'zod';
import { choice, int, recordId, str, timestamp } from '../fields';
import { DownloadableFile } from './common';
import { UnitSimple } from './simple';

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
