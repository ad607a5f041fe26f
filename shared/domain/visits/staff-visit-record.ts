import { loadEntities } from '../../db/entity-store';
import { type Locale, type MessageKey, translate } from '../../i18n';
import { clientSimple } from '../clients/client-record';
import { CLIENT } from '../clients/clients';
import { PROJECT } from '../projects/projects';
import { UNIT, unitSimple } from '../units/units';
import { USER, userSimple } from '../users/users';
import { DEFAULT_DURATION_MINUTES } from './visit-holds';
import type { VisitEntity } from './visits';

export const VISIT_KINDS = ['site', 'showroom', 'virtual'] as const;

/** A status or kind code in the request's language. */
export const visitText = (locale: Locale, group: 'status' | 'kind', code: string): string =>
  translate(locale, `visits.${group}.${code}` as MessageKey);

/**
 * Visits as the staff app shows them, with their project, unit, client and assignee (one batch
 * read). A visit the client app booked reads with the staff defaults (`site`, an hour, unassigned).
 */
export async function staffVisitRecords(visits: VisitEntity[], locale: Locale) {
  const loaded = await loadEntities(
    visits.flatMap((visit) => [
      { type: PROJECT, id: visit.project_id },
      { type: UNIT, id: visit.unit_id },
      { type: CLIENT, id: visit.client_id },
      { type: USER, id: visit.assigned_user_id },
    ]),
  );
  return visits.map((visit) => {
    const project = loaded.get(PROJECT, visit.project_id);
    const kind = visit.kind ?? 'site';
    return {
      id: visit.id,
      client_id: visit.client_id ?? null,
      attention_request_id: visit.attention_request_id ?? null,
      project_id: visit.project_id,
      unit_id: visit.unit_id ?? null,
      assigned_user_id: visit.assigned_user_id ?? null,
      visit_at: visit.visit_at,
      duration_minutes: visit.duration_minutes ?? DEFAULT_DURATION_MINUTES,
      kind,
      kind_text: visitText(locale, 'kind', kind),
      status: visit.status,
      status_text: visitText(locale, 'status', visit.status),
      source: visit.source ?? 'client_app',
      notes: visit.notes ?? null,
      outcome: visit.outcome ?? null,
      cancelled_reason: visit.cancelled_reason ?? null,
      booked_by_user_id: visit.booked_by_user_id ?? null,
      created_at: visit.created_at,
      updated_at: visit.updated_at,
      deleted_at: visit.deleted_at ?? null,
      project: project ? { id: project.id, name: project.name } : null,
      unit: unitSimple(loaded.get(UNIT, visit.unit_id)),
      client: clientSimple(loaded.get(CLIENT, visit.client_id ?? undefined)),
      assigned_user: userSimple(loaded.get(USER, visit.assigned_user_id)),
      history: visit.events ?? [],
    };
  });
}

/** One visit as the staff app shows it. */
export async function staffVisitRecord(visit: VisitEntity, locale: Locale) {
  const [record] = await staffVisitRecords([visit], locale);
  return record as NonNullable<typeof record>;
}
