import * as z from 'zod';
import { choice, int, recordId, timestamp } from '../fields';
import { ClientSimple, UnitSimple, UserSimple } from './simple';

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

/** A change in a visit's life, as its history keeps it (booked, rescheduled, completed, cancel, ...). */
export const VisitEvent = z.strictObject({
  action: z.string(),
  at: timestamp(),
  by_user_id: int(),
  from_visit_at: timestamp(),
  to_visit_at: timestamp(),
  reason: z.string().nullable(),
});

/** A visit as the staff app shows it: the client's or the lead's, its assignee and its history. */
export const StaffVisit = z.strictObject({
  id: recordId(),
  client_id: int(),
  attention_request_id: int(),
  project_id: int(),
  unit_id: int(),
  assigned_user_id: int(),
  visit_at: timestamp(),
  duration_minutes: int(),
  kind: z.string(),
  kind_text: z.string(),
  status: z.string(),
  status_text: z.string(),
  source: z.enum(['client_app', 'staff']),
  notes: z.string().nullable(),
  outcome: z.string().nullable(),
  cancelled_reason: z.string().nullable(),
  booked_by_user_id: int(),
  created_at: timestamp(),
  updated_at: timestamp(),
  deleted_at: timestamp(),
  project: z.strictObject({ id: recordId(), name: z.string() }).nullable(),
  unit: UnitSimple.nullable(),
  client: ClientSimple.nullable(),
  assigned_user: UserSimple.nullable(),
  history: z.array(VisitEvent),
});

/** The staff booking form's options. */
export const StaffVisitFormData = z.strictObject({
  projects: z.array(z.strictObject({ id: recordId(), name: z.string() })),
  kinds: z.array(choice()),
  statuses: z.array(choice()),
  outcome_statuses: z.array(choice()),
  durations: z.array(z.number().int()),
  default_duration_minutes: z.number().int(),
  slots: z.strictObject({
    slot_minutes: z.number().int(),
    first_slot: z.string(),
    last_slot: z.string(),
    time_zone: z.string(),
  }),
  assignees: z.array(UserSimple),
});

/** Whether a client or lead has an upcoming visit at a project, and that visit when the caller may see it. */
export const VisitUpcoming = z.strictObject({ has_upcoming: z.boolean(), visit: StaffVisit.nullable() });
