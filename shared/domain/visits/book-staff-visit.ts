import { nextId } from '../../db/counters';
import { findEntity, prepareCreate } from '../../db/entity-store';
import { transact } from '../../db/transactions';
import { ValidationError } from '../../errors';
import type { Locale } from '../../i18n';
import type { AttentionRequestEntity } from '../attention-requests/attention-requests';
import { nameableLead } from '../attention-requests/staff-leads';
import type { StaffCaller } from '../callers/callers';
import { CLIENT } from '../clients/clients';
import { nameableClient } from '../clients/staff-clients';
import { PROJECT } from '../projects/projects';
import { UNIT } from '../units/units';
import { actorOf, checkedAssignee } from './staff-visit-access';
import { staffVisitRecord, type VISIT_KINDS } from './staff-visit-record';
import {
  DEFAULT_DURATION_MINUTES,
  heldVisitIds,
  holdJoin,
  takenMarkerError,
  visitMarkers,
  visitorOf,
} from './visit-holds';
import { recordLeadVisitBooked } from './visit-outcome';
import { slotProblem, VISIT, VISIT_SLOTS, type Visit } from './visits';

/** What staff send to book a visit. */
export interface StaffVisitInput {
  project_id: number;
  unit_id?: number | undefined;
  visit_at: Date;
  duration_minutes?: number | undefined;
  kind?: (typeof VISIT_KINDS)[number] | undefined;
  /** Defaults to the caller. */
  assigned_user_id?: number | undefined;
  notes?: string | undefined;
}

/** Thrown inside the booking when the visitor's hold is taken; answered with the visit that holds it. */
class HoldTakenError extends Error {}

/** The time, project and unit rules every staff booking and reschedule checks (422 on the field). */
export async function checkVisitPlace(
  input: { visit_at?: Date | undefined; project_id: number; unit_id?: number | null | undefined },
  now: Date,
): Promise<void> {
  if (input.visit_at) {
    const problem = slotProblem(input.visit_at, now);
    if (problem) throw ValidationError.forField('visit_at', problem, VISIT_SLOTS);
  }
  if (!(await findEntity(PROJECT, input.project_id)))
    throw ValidationError.forField('project_id', 'validation.exists');
  if (typeof input.unit_id === 'number') {
    const unit = await findEntity(UNIT, input.unit_id);
    if (!unit || unit.project_id !== input.project_id)
      throw ValidationError.forField('unit_id', 'validation.exists');
  }
}

/**
 * Books a visit for a client (`store for client`) or a lead (`store for attention request`):
 * 1. the time is a future slot inside visiting hours, the project exists, the unit is one of it;
 * 2. the assignee (default: the caller) is a live staff member within the caller's row scope, and
 *    the visit takes their department (department lists filter by it);
 * 3. one transaction: the visit, its markers (the visitor's time, each 30-minute slot of the
 *    assignee it covers: of racing bookings of a slot one lands, the others 422 on `visit_at`) and
 *    the visitor's hold at the project, which must be empty (one upcoming visit per client or lead
 *    per project: 422 on `project_id` naming the visit that holds it); a lead's booking moves the
 *    lead with it (visit-outcome.ts).
 */
export async function bookStaffVisit(
  caller: StaffCaller,
  visitor: { client_id: number } | { attention_request_id: number },
  input: StaffVisitInput,
  locale: Locale,
  now = new Date(),
) {
  // The visitor in the path is a lead or client the caller may name (unassigned, or theirs), else 404.
  const lead: AttentionRequestEntity | undefined =
    'attention_request_id' in visitor ? await nameableLead(caller, visitor.attention_request_id) : undefined;
  if ('client_id' in visitor) await nameableClient(caller, visitor.client_id);
  await checkVisitPlace(input, now);
  const assignee = await checkedAssignee(caller, input, input.assigned_user_id ?? caller.id);
  const visitAt = input.visit_at.toISOString();
  const attributes: Visit = {
    client_id: 'client_id' in visitor ? visitor.client_id : null,
    attention_request_id: lead?.id ?? null,
    project_id: input.project_id,
    unit_id: input.unit_id ?? null,
    visit_at: visitAt,
    notes: input.notes ?? null,
    status: 'scheduled',
    source: 'staff',
    assigned_user_id: assignee.id,
    department_id: assignee.department_id ?? null,
    duration_minutes: input.duration_minutes ?? DEFAULT_DURATION_MINUTES,
    kind: input.kind ?? 'site',
    outcome: null,
    cancelled_reason: null,
    booked_by_user_id: caller.id,
    events: [
      {
        action: 'booked',
        at: now.toISOString(),
        by_user_id: caller.id,
        from_visit_at: null,
        to_visit_at: visitAt,
        reason: null,
      },
    ],
  };
  const id = await nextId(VISIT);
  const markers = visitMarkers(attributes);
  const prepared = await prepareCreate(VISIT, attributes, {
    id,
    uniques: markers,
    links: attributes.client_id === null ? [] : [{ type: CLIENT, id: attributes.client_id }],
  });
  const items = [...prepared.items, holdJoin({ ...attributes, id }, true)];
  const refusal = (index: number) =>
    index === items.length - 1 ? new HoldTakenError() : takenMarkerError(markers[index - 1]);
  try {
    if (lead) await recordLeadVisitBooked(lead, actorOf(caller), items, refusal);
    else await transact(items, refusal);
  } catch (error) {
    if (!(error instanceof HoldTakenError)) throw error;
    const [holder] = await heldVisitIds(visitorOf(attributes), attributes.project_id);
    throw ValidationError.forField('project_id', 'visits.upcoming_exists', { visit_id: holder ?? '?' });
  }
  return staffVisitRecord(prepared.entity, locale);
}
