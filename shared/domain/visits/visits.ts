import { nextId } from '../../db/counters';
import { createEntity, findEntity, listPage, loadEntities } from '../../db/entity-store';
import { type EntityOf, entityType } from '../../db/entity-type';
import { ValidationError } from '../../errors';
import type { MessageKey } from '../../i18n';
import { CLIENT, type ClientEntity } from '../clients/clients';
import type { PageRequest } from '../lists';
import { PROJECT } from '../projects/projects';
import { UNIT, unitSimple } from '../units/units';
import { holdJoin, visitMarkers } from './visit-holds';

/** Visits start on the hour or half hour, between opening and the last slot (UTC). */
export const VISIT_SLOTS = {
  slot_minutes: 30,
  first_slot: '09:00',
  last_slot: '17:30',
  time_zone: 'UTC',
} as const;

/** One change in a visit's life besides its status (a reschedule, a new assignee), kept on the record. */
export interface VisitEvent {
  action: string;
  at: string;
  by_user_id: number | null;
  from_visit_at: string | null;
  to_visit_at: string | null;
  reason: string | null;
}

/**
 * A visit of a client, or of a lead (attention request), to a project (optionally to one of its
 * units). The client app books its own (`source` absent: `client_app`); staff book for a client or a
 * lead and assign a staff member (STAFF-DOMAIN.md section 4). The staff fields are optional so the
 * records the client app wrote before them read as they are.
 */
export interface Visit {
  /** Null for a lead's visit (client xor lead). */
  client_id: number | null;
  project_id: number;
  unit_id: number | null;
  visit_at: string;
  notes: string | null;
  status: string;
  attention_request_id?: number | null;
  source?: 'client_app' | 'staff';
  assigned_user_id?: number | null;
  /** The assignee's department, copied when assigned (department lists filter by it). */
  department_id?: number | null;
  duration_minutes?: number;
  kind?: string;
  outcome?: string | null;
  cancelled_reason?: string | null;
  booked_by_user_id?: number | null;
  reminded_24h_at?: string | null;
  reminded_2h_at?: string | null;
  events?: VisitEvent[];
  deleted_at?: string;
}

/**
 * A client lists their own visits; staff list them by status and project within their row scope
 * (assignee, project or department); the reminder job reads the scheduled ones by time.
 */
export const VISIT = entityType<Visit>('VISIT', {
  lists: [
    ['client_id'],
    ['status'],
    ['project_id'],
    ['project_id', 'status'],
    ['assigned_user_id'],
    ['assigned_user_id', 'status'],
    ['assigned_user_id', 'project_id'],
    ['department_id'],
    ['department_id', 'status'],
    ['department_id', 'project_id'],
    { where: { status: 'scheduled' }, orderBy: 'visit_at', step: 3_600_000 },
  ],
});

export type VisitEntity = EntityOf<typeof VISIT>;

async function visitRecords(visits: VisitEntity[]) {
  const loaded = await loadEntities(
    visits.flatMap((visit) => [
      { type: PROJECT, id: visit.project_id },
      { type: UNIT, id: visit.unit_id },
    ]),
  );
  return visits.map((visit) => {
    const project = loaded.get(PROJECT, visit.project_id);
    return {
      id: visit.id,
      client_id: visit.client_id,
      project_id: visit.project_id,
      unit_id: visit.unit_id ?? null,
      visit_at: visit.visit_at,
      notes: visit.notes ?? null,
      status: visit.status,
      created_at: visit.created_at,
      project: project ? { id: project.id, name: project.name } : null,
      unit: unitSimple(loaded.get(UNIT, visit.unit_id)),
    };
  });
}

/** The projects a visit can be booked at, and the slot rules. */
export async function visitFormData() {
  const { items } = await listPage(PROJECT, 1, 100);
  return {
    projects: items.map((project) => ({ id: project.id, name: project.name })),
    slots: VISIT_SLOTS,
  };
}

/** One page of the client's own visits, newest booking first. */
export async function listClientVisits(client: ClientEntity, options: PageRequest) {
  const { items, total } = await listPage(VISIT, options.page, options.perPage, {
    filters: { client_id: client.id },
  });
  return { items: await visitRecords(items), total };
}

/** The error for a visit time outside the rules, or undefined when it fits a future slot. */
export function slotProblem(visitAt: Date, now: Date): MessageKey | undefined {
  if (visitAt.getTime() <= now.getTime()) return 'visits.in_past';
  const minutes = visitAt.getUTCHours() * 60 + visitAt.getUTCMinutes();
  const [firstHour, firstMinute] = VISIT_SLOTS.first_slot.split(':').map(Number) as [number, number];
  const [lastHour, lastMinute] = VISIT_SLOTS.last_slot.split(':').map(Number) as [number, number];
  const onSlot = minutes % VISIT_SLOTS.slot_minutes === 0 && visitAt.getUTCSeconds() === 0;
  if (!onSlot || minutes < firstHour * 60 + firstMinute || minutes > lastHour * 60 + lastMinute)
    return 'visits.not_a_slot';
  return undefined;
}

/**
 * Books a visit. The slot (one visit per project and time) and the client's time (one visit per
 * client and time) are unique markers written in the same transaction as the visit, so two
 * bookings racing for either cannot both succeed: the loser gets a 422 on `visit_at`
 * (visit-holds.ts).
 */
export async function bookVisit(
  client: ClientEntity,
  input: { project_id: number; unit_id?: number | undefined; visit_at: Date; notes?: string | undefined },
  now = new Date(),
) {
  const problem = slotProblem(input.visit_at, now);
  if (problem) throw ValidationError.forField('visit_at', problem, VISIT_SLOTS);
  if (!(await findEntity(PROJECT, input.project_id)))
    throw ValidationError.forField('project_id', 'validation.exists');
  if (input.unit_id !== undefined) {
    const unit = await findEntity(UNIT, input.unit_id);
    if (!unit || unit.project_id !== input.project_id)
      throw ValidationError.forField('unit_id', 'validation.exists');
  }
  const visitAt = input.visit_at.toISOString();
  const attributes: Visit = {
    client_id: client.id,
    project_id: input.project_id,
    unit_id: input.unit_id ?? null,
    visit_at: visitAt,
    notes: input.notes ?? null,
    status: 'scheduled',
  };
  const id = await nextId(VISIT);
  // The visit joins the client's upcoming visits at the project, so staff bookings see it.
  const visit = await createEntity(VISIT, attributes, {
    id,
    links: [{ type: CLIENT, id: client.id }],
    uniques: visitMarkers(attributes),
    also: [holdJoin({ ...attributes, id }, false)],
  });
  const [record] = await visitRecords([visit]);
  return record;
}
