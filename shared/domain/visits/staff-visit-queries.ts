import { findEntity, listPage, loadEntities } from '../../db/entity-store';
import type { FilterValue } from '../../db/entity-type';
import { ValidationError } from '../../errors';
import type { Locale } from '../../i18n';
import { roleMembers } from '../acceptances/role-members';
import { ATTENTION_REQUEST } from '../attention-requests/attention-requests';
import type { StaffCaller } from '../callers/callers';
import { CLIENT } from '../clients/clients';
import type { PageRequest } from '../lists';
import { PROJECT } from '../projects/projects';
import { inScope, scopeFilters } from '../users/row-scope';
import { USER, userSimple } from '../users/users';
import { VISIT_SCOPE } from './staff-visit-access';
import { staffVisitRecords, VISIT_KINDS, visitText } from './staff-visit-record';
import { DEFAULT_DURATION_MINUTES, heldVisitIds } from './visit-holds';
import { VISIT_OUTCOME_STATUSES, VISIT_STATUSES } from './visit-lifecycle';
import { VISIT, VISIT_SLOTS } from './visits';

/** The lengths a staff booking may take, in minutes (whole 30-minute slots). */
export const VISIT_DURATIONS = [30, 60, 90, 120] as const;

/** What the visit lists filter by. */
export interface StaffVisitFilters {
  status?: string | undefined;
  project_id?: number | undefined;
}

/**
 * The list filters of a viewer's query: their scope's filter joined with the asked ones. A project
 * asked outside a projects scope finds nothing (null), as does a scope that sees nothing.
 */
function scopedFilters(viewer: StaffCaller, asked: StaffVisitFilters) {
  const scope = scopeFilters(viewer, 'visits', VISIT_SCOPE);
  if (scope === null) return null;
  const filters: Record<string, FilterValue | readonly FilterValue[] | undefined> = { ...scope };
  if (asked.project_id !== undefined) {
    const allowed = scope.project_id;
    const inProjects =
      allowed === undefined ||
      (Array.isArray(allowed) ? allowed.includes(asked.project_id) : allowed === asked.project_id);
    if (!inProjects) return null;
    filters.project_id = asked.project_id;
  }
  filters.status = asked.status;
  return filters;
}

/**
 * One page of the visits the caller's row scope shows, newest booking first, by `status` and
 * `project_id`: each combination with the scope is a declared list (an agent's by assignee, a
 * manager's by department or projects). Assignee with both status and project is not declared: 422
 * naming the combinations served.
 */
export async function listStaffVisits(
  viewer: StaffCaller,
  locale: Locale,
  options: PageRequest & { filters: StaffVisitFilters },
) {
  const filters = scopedFilters(viewer, options.filters);
  if (filters === null) return { items: [], total: 0 };
  const { items, total } = await listPage(VISIT, options.page, options.perPage, { filters });
  return { items: await staffVisitRecords(items, locale), total };
}

/** What the staff booking form offers: projects, kinds, lengths, statuses, the slot rules, the sales agents. */
export async function staffVisitFormData(locale: Locale) {
  const [{ items: projects }, agentIds] = await Promise.all([
    listPage(PROJECT, 1, 100),
    roleMembers('sales_agent'),
  ]);
  const agents = await loadEntities(agentIds.slice(0, 50).map((id) => ({ type: USER, id })));
  return {
    projects: projects.map((project) => ({ id: project.id, name: project.name })),
    kinds: VISIT_KINDS.map((key) => ({ key, name: visitText(locale, 'kind', key) })),
    statuses: VISIT_STATUSES.map((key) => ({ key, name: visitText(locale, 'status', key) })),
    outcome_statuses: VISIT_OUTCOME_STATUSES.map((key) => ({ key, name: visitText(locale, 'status', key) })),
    durations: [...VISIT_DURATIONS],
    default_duration_minutes: DEFAULT_DURATION_MINUTES,
    slots: VISIT_SLOTS,
    assignees: agents.list(USER, agentIds.slice(0, 50)).map((user) => userSimple(user)),
  };
}

/**
 * Whether a client or lead has an upcoming visit at a project (the rule a booking is refused on):
 * the hold's visits, earliest first. `visit` is that visit when the caller's scope shows it, else null.
 */
export async function checkUpcomingVisit(
  viewer: StaffCaller,
  locale: Locale,
  query: { client_id?: number | undefined; attention_request_id?: number | undefined; project_id: number },
) {
  if (query.client_id !== undefined && !(await findEntity(CLIENT, query.client_id)))
    throw ValidationError.forField('client_id', 'validation.exists');
  if (
    query.attention_request_id !== undefined &&
    !(await findEntity(ATTENTION_REQUEST, query.attention_request_id))
  )
    throw ValidationError.forField('attention_request_id', 'validation.exists');
  const visitor =
    query.client_id !== undefined ? `client#${query.client_id}` : `lead#${query.attention_request_id}`;
  const ids = await heldVisitIds(visitor, query.project_id);
  const held = (await loadEntities(ids.map((id) => ({ type: VISIT, id }))))
    .list(VISIT, ids)
    .filter((visit) => visit.status === 'scheduled' && visit.deleted_at === undefined)
    .sort((a, b) => (a.visit_at < b.visit_at ? -1 : 1));
  const [first] = held;
  const shown = first && inScope(viewer, 'visits', first, VISIT_SCOPE) ? first : undefined;
  return {
    has_upcoming: first !== undefined,
    visit: shown ? ((await staffVisitRecords([shown], locale))[0] ?? null) : null,
  };
}
