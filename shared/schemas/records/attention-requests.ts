import * as z from 'zod';
import { choice, int, numericString, recordId, str, timestamp } from '../fields';
import { CommentRecord } from './maintenance';
import { BuildingSimple, ClientSimple, Option, ProjectSimple, UnitSimple } from './simple';

/** Attention requests (enquiries), their preferences and their form. */

/** The record of the client add-comment operation (enquiry preferences); `comment` is our documented extra. */
export const EnquiryPreferences = z.strictObject({
  /** Null for a client who never made an enquiry: the same shape with null fields and empty lists. */
  id: int(),
  client_id: int(),
  reason_for_buy: str(),
  payment_method: str(),
  project_size_range: str(),
  unit_size_range: str(),
  bedroom_count: str(),
  has_toilet_elderly: str(),
  has_kitchen: str(),
  note: str(),
  platform: str(),
  price_range: numericString(),
  client: ClientSimple.nullable(),
  options: z.array(Option),
  projects: z.array(ProjectSimple),
  units: z.array(UnitSimple),
  buildings: z.array(BuildingSimple),
  comment: CommentRecord,
});

/** A client's own attention request (enquiry) as the client surface shows it. */
export const ClientAttentionRequest = EnquiryPreferences.omit({ comment: true }).extend({
  id: recordId(),
  created_at: timestamp(),
});

/** The enquiry form: the choices of each field, the active options and the projects. */
export const AttentionFormData = z.strictObject({
  reasons_for_buy: z.array(choice()),
  payment_methods: z.array(choice()),
  project_size_ranges: z.array(choice()),
  unit_size_ranges: z.array(choice()),
  options: z.array(Option),
  projects: z.array(ProjectSimple),
});

/** Any client's attention request, as the system surface shows it. */
export const AttentionRequest = ClientAttentionRequest.extend({});
