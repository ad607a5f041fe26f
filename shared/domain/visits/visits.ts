import { createEntity, findEntity, listPage, loadEntities } from '../../db/entity-store';
import { type EntityOf, entityType } from '../../db/entity-type';
import { ValidationError } from '../../errors';
import type { MessageKey } from '../../i18n';
import { CLIENT, type ClientEntity } from '../clients/clients';
import type { PageRequest } from '../lists';
import { PROJECT } from '../projects/projects';
import { UNIT, unitSimple } from '../units/units';

/** Visits start on the hour or half hour, between opening and the last slot (UTC). */
export const VISIT_SLOTS = {
  slot_minutes: 30,
  first_slot: '09:00',
  last_slot: '17:30',
  time_zone: 'UTC',
} as const;

/** A client's visit to a project (optionally to one of its units). */
export interface Visit {
  client_id: number;
  project_id: number;
  unit_id: number | null;
  visit_at: string;
  notes: string | null;
  status: string;
}

/** A client lists their own visits. */
export const VISIT = entityType<Visit>('VISIT', { lists: [['client_id']] });

type VisitEntity = EntityOf<typeof VISIT>;

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
function slotProblem(visitAt: Date, now: Date): MessageKey | undefined {
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
 * bookings racing for either cannot both succeed: the loser gets a 422 on `visit_at`.
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
  const visit = await createEntity(
    VISIT,
    {
      client_id: client.id,
      project_id: input.project_id,
      unit_id: input.unit_id ?? null,
      visit_at: visitAt,
      notes: input.notes ?? null,
      status: 'scheduled',
    },
    {
      links: [{ type: CLIENT, id: client.id }],
      uniques: [
        { kind: 'VISIT_SLOT', field: 'visit_at', value: `${input.project_id}#${visitAt}` },
        { kind: 'VISIT_CLIENT_TIME', field: 'visit_at', value: `${client.id}#${visitAt}` },
      ],
    },
  );
  const [record] = await visitRecords([visit]);
  return record;
}
