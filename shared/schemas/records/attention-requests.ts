import * as z from 'zod';
import { choice, int, numericString, recordId, str, timestamp } from '../fields';
import { CommentRecord } from './maintenance';
import { BuildingSimple, ClientSimple, Option, ProjectSimple, UnitSimple, UserSimple } from './simple';

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

/** A follow-up on a lead: channel, result, next date and the status it moved the lead to. */
export const FollowUp = z.strictObject({
  id: recordId(),
  attention_request_id: int(),
  channel: str(),
  result: str(),
  note: str(),
  next_follow_up_at: timestamp(),
  status_before: str(),
  status_after: str(),
  by: UserSimple.nullable(),
  at: timestamp(),
  created_at: timestamp(),
});

/** A lead as the staff CRM shows it: the shared enquiry record plus contact, status and assignee. */
export const StaffAttentionRequest = ClientAttentionRequest.extend({
  name: str(),
  phone: str(),
  other_phone: str(),
  email: str(),
  project_id: int(),
  project: ProjectSimple.nullable(),
  status: str(),
  sale_support_user_id: int(),
  sale_support_user: UserSimple.nullable(),
  department_id: int(),
  next_follow_up_at: timestamp(),
  last_contacted_at: timestamp(),
  lost_reason: str(),
  follow_ups_count: int(),
  updated_at: timestamp(),
});

/** One lead with its newest follow-ups (show). */
export const StaffAttentionRequestDetail = StaffAttentionRequest.extend({ follow_ups: z.array(FollowUp) });

/** A follow-up stored, with its lead as it now stands. */
export const FollowUpStored = z.strictObject({
  follow_up: FollowUp,
  attention_request: StaffAttentionRequest,
});

/** The staff lead form: the enquiry form plus platforms, statuses and the sales agents. */
export const StaffAttentionFormData = AttentionFormData.extend({
  platforms: z.array(choice()),
  statuses: z.array(choice()),
  agents: z.array(UserSimple),
});

/** What the lead form loads for a chosen project. */
export const AttentionFormLoadingData = z.strictObject({
  project: ProjectSimple,
  buildings: z.array(BuildingSimple),
  units: z.array(UnitSimple),
  agents: z.array(UserSimple),
});

/** A lead's follow-up form: the choices and the statuses the lead may move to now. */
export const FollowUpFormData = z.strictObject({
  attention_request_id: recordId(),
  status: str(),
  channels: z.array(choice()),
  results: z.array(choice()),
  statuses: z.array(choice()),
  next_follow_up_required_unless: z.array(z.string()),
});

/** Search client: the clients matching a phone, national id or name, each with its open leads, and matching leads. */
export const AttentionClientSearch = z.strictObject({
  clients: z.array(
    ClientSimple.extend({
      national_id: int(),
      open_attention_requests: z.array(StaffAttentionRequest),
    }),
  ),
  attention_requests: z.array(StaffAttentionRequest),
  /** A client outside the caller's scope that the exact phone or national id names: who owns it. */
  clients_out_of_scope: z.array(
    z.strictObject({
      id: recordId(),
      name: str(),
      owner: z.nullable(z.strictObject({ id: recordId(), name: str() })),
    }),
  ),
});
