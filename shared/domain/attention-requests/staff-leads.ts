import {
  createEntity,
  deleteEntity,
  findEntity,
  linkedIds,
  listPage,
  listSearch,
  loadEntities,
  updateEntity,
} from '../../db/entity-store';
import type { FilterValue } from '../../db/entity-type';
import { type FieldMessages, NotFoundError, ValidationError } from '../../errors';
import { roleMembers } from '../acceptances/role-members';
import { type StaffCaller, scopeOf } from '../callers/callers';
import { clientSimple } from '../clients/client-record';
import { CLIENT, type ClientEntity } from '../clients/clients';
import { CLIENT_SCOPE, mayNameClient } from '../clients/staff-clients';
import type { Actor } from '../lifecycle/lifecycle';
import type { PageRequest } from '../lists';
import { COUNTRY } from '../locations/locations';
import { BUILDING, buildingSimple, PROJECT, projectSimple } from '../projects/projects';
import { ON_SALE, UNIT, unitSimple } from '../units/units';
import { inScope, type ScopedFields, scopeFilters } from '../users/row-scope';
import { findByUnique, USER, type UserEntity, userSimple } from '../users/users';
import { ATTENTION_REQUEST, type AttentionRequest, type AttentionRequestEntity } from './attention-requests';
import { attentionFormData } from './client-attention-requests';
import {
  type FollowUpInput,
  followUpFormData,
  followUpRecords,
  leadFollowUps,
  recordFollowUp,
} from './follow-ups';
import { LEAD_AGENT_ROLE, nextAgentFor, projectAgents } from './lead-assignment';
import { isOpenLead, LEAD_STATUSES, leadLifecycle } from './lead-lifecycle';
import { leadRecords } from './lead-record';
import {
  followUpsDueMove,
  LEAD_RECORD_NAME,
  leadPhoneUnique,
  leadStatusOf,
  withDuplicateCheck,
  writeLeadChange,
} from './lead-writes';

/** Where a lead keeps what the row scopes compare: its agent, its project, the agent's department. */
export const LEAD_SCOPE: ScopedFields = {
  owner: 'sale_support_user_id',
  project: 'project_id',
  department: 'department_id',
};

/** Where a lead came from (`platform`), as the staff form offers it. */
export const LEAD_PLATFORMS = [
  'website',
  'call_centre',
  'listing_platform',
  'automation',
  'walk_in',
  'social',
  'referral',
  'client_app',
  'back_office',
] as const;

/** The lead index's filters (query or Index Filter body). */
export interface LeadFilters {
  status?: string | undefined;
  project_id?: number | undefined;
  sale_support_user_id?: number | undefined;
  /** Creation days, YYYY-MM-DD (Asia/Riyadh is not applied: the lists key on the UTC day). */
  date_from?: string | undefined;
  date_to?: string | undefined;
  search?: string | undefined;
}

/**
 * The viewer's scope joined with the asked filters: equality filters for a declared list, or null
 * when they cannot meet (an agent asking for another agent's leads, a project outside the scope).
 */
function scopedFilters(
  viewer: StaffCaller,
  filters: LeadFilters,
): Record<string, FilterValue | undefined> | null {
  const scope = scopeFilters(viewer, 'leads-and-clients', LEAD_SCOPE);
  if (scope === null) return null;
  const asked: Record<string, FilterValue | undefined> = {
    status: filters.status,
    project_id: filters.project_id,
    sale_support_user_id: filters.sale_support_user_id,
  };
  const joined: Record<string, FilterValue | readonly FilterValue[] | undefined> = { ...asked };
  for (const [name, allowed] of Object.entries(scope)) {
    const wanted = asked[name];
    const values = Array.isArray(allowed) ? (allowed as FilterValue[]) : [allowed as FilterValue];
    if (wanted === undefined) joined[name] = allowed;
    else if (!values.includes(wanted)) return null;
  }
  return joined as Record<string, FilterValue | undefined>;
}

/**
 * A page of the leads the viewer may see, newest first: agents their own, managers their
 * projects' or department's, directors all (row scope), by `status`, `project_id`,
 * `sale_support_user_id` and creation days, or matching `search` (name, phone, e-mail of leads
 * staff recorded). Combinations without a declared list are a 422 on `filters`.
 */
export async function listLeads(viewer: StaffCaller, options: PageRequest & { filters: LeadFilters }) {
  const { filters } = options;
  const joined = scopedFilters(viewer, filters);
  if (joined === null) return { items: [], total: 0 };
  const page = filters.search
    ? await listSearch(
        ATTENTION_REQUEST,
        filters.search,
        options.page,
        options.perPage,
        (lead) => matches(lead, joined) && inScope(viewer, 'leads-and-clients', lead, LEAD_SCOPE),
      )
    : await listPage(ATTENTION_REQUEST, options.page, options.perPage, {
        filters: joined,
        days: { from: filters.date_from, to: filters.date_to },
      });
  return { items: await leadRecords(page.items), total: page.total };
}

function matches(lead: AttentionRequestEntity, filters: Record<string, unknown>): boolean {
  return Object.entries(filters).every(([name, wanted]) => {
    if (wanted === undefined) return true;
    const value = name === 'status' ? leadStatusOf(lead) : (lead as unknown as Record<string, unknown>)[name];
    return Array.isArray(wanted) ? wanted.includes(value) : value === wanted;
  });
}

/**
 * A lead a staff member may book a visit for: one their scope reaches, or one no agent has yet (an
 * enquiry from the client app or a partner, waiting for its agent); another agent's (or a missing
 * one) is a 404.
 */
export async function nameableLead(viewer: StaffCaller, id: number): Promise<AttentionRequestEntity> {
  const lead = await findEntity(ATTENTION_REQUEST, id);
  if (
    !lead ||
    ((lead.sale_support_user_id ?? null) !== null && !inScope(viewer, 'leads-and-clients', lead, LEAD_SCOPE))
  )
    throw new NotFoundError(LEAD_RECORD_NAME);
  return lead;
}

/** A lead the viewer may see; another's (or a missing one) is a 404. */
export async function scopedLead(viewer: StaffCaller, id: number): Promise<AttentionRequestEntity> {
  const lead = await findEntity(ATTENTION_REQUEST, id);
  if (!lead || !inScope(viewer, 'leads-and-clients', lead, LEAD_SCOPE))
    throw new NotFoundError(LEAD_RECORD_NAME);
  return lead;
}

/** One lead with its newest follow-ups. */
export async function showLead(viewer: StaffCaller, id: number) {
  const lead = await scopedLead(viewer, id);
  const [record] = await leadRecords([lead]);
  return { ...record, follow_ups: await leadFollowUps(lead.id) };
}

/** What a lead store or update sends (Saudi phones already in E.164). */
export interface LeadInput {
  client_id?: number | null | undefined;
  name?: string | undefined;
  phone?: string | undefined;
  other_phone?: string | null | undefined;
  email?: string | null | undefined;
  project_id?: number | undefined;
  platform?: string | undefined;
  sale_support_user_id?: number | null | undefined;
  note?: string | null | undefined;
  reason_for_buy?: string | null | undefined;
  payment_method?: string | null | undefined;
  price_range?: number | null | undefined;
  bedroom_count?: number | null | undefined;
  unit_ids?: number[] | undefined;
  next_follow_up_at?: string | null | undefined;
}

/** Checks the references a lead names and answers them loaded (422 on the first field that fails). */
async function loadReferences(viewer: StaffCaller, input: LeadInput, projectId: number | undefined) {
  const loaded = await loadEntities([
    { type: PROJECT, id: projectId },
    { type: CLIENT, id: input.client_id },
    ...(input.unit_ids ?? []).map((id) => ({ type: UNIT, id })),
  ]);
  const errors: FieldMessages = {};
  if (projectId !== undefined && !loaded.get(PROJECT, projectId))
    errors.project_id = [{ key: 'validation.exists' }];
  // Another agent's client is as unknown as a missing one (mayNameClient).
  const client = loaded.get(CLIENT, input.client_id);
  if (typeof input.client_id === 'number' && !(client && mayNameClient(viewer, client)))
    errors.client_id = [{ key: 'validation.exists' }];
  (input.unit_ids ?? []).forEach((id, index) => {
    if (loaded.get(UNIT, id)?.project_id !== projectId)
      errors[`unit_ids.${index}`] = [{ key: 'validation.exists' }];
  });
  if (input.next_follow_up_at && Date.parse(input.next_follow_up_at) <= Date.now())
    errors.next_follow_up_at = [{ key: 'visits.in_past' }];
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return { client: loaded.get(CLIENT, input.client_id), units: loaded.list(UNIT, input.unit_ids ?? []) };
}

/**
 * The agent a lead goes to: the one named (a sales agent of the project, else 422); else the
 * caller when their scope is their own leads (an agent recording a lead keeps it); else the
 * project's next agent in turn (round-robin), or nobody when the project has none.
 */
async function assigneeFor(viewer: StaffCaller, projectId: number, named: number | null | undefined) {
  if (typeof named === 'number') {
    const agent = (await projectAgents(projectId)).find((user) => user.id === named);
    if (!agent) throw ValidationError.forField('sale_support_user_id', 'leads.not_an_agent');
    return agent;
  }
  if (scopeOf(viewer, 'leads-and-clients') === 'own') return viewer.user;
  return nextAgentFor(projectId);
}

const assignment = (agent: UserEntity | undefined) => ({
  sale_support_user_id: agent?.id ?? null,
  department_id: agent?.department_id ?? null,
});

/**
 * Stores a lead for a project: its contact (a client's, or a name and phone), its preferences and
 * its agent (`assigneeFor`). One open lead per phone and project: the phone's marker is written in
 * the same transaction, so of parallel stores of one phone one lands and the others answer 422
 * naming the lead that holds it.
 */
export async function storeLead(viewer: StaffCaller, input: LeadInput & { project_id: number }) {
  const { client, units } = await loadReferences(viewer, input, input.project_id);
  const name = input.name ?? client?.name;
  const phone = input.phone ?? client?.phone;
  if (!name || !phone)
    throw new ValidationError({
      ...(name ? {} : { name: [{ key: 'validation.required_without', params: { values: 'client_id' } }] }),
      ...(phone ? {} : { phone: [{ key: 'validation.required_without', params: { values: 'client_id' } }] }),
    });
  const agent = await assigneeFor(viewer, input.project_id, input.sale_support_user_id);
  const next = input.next_follow_up_at ? new Date(input.next_follow_up_at).toISOString() : null;
  const lead: AttentionRequest = {
    client_id: client?.id ?? null,
    name,
    phone: phone.startsWith('+') ? phone : `+${phone.replace(/[^\d]/g, '')}`,
    other_phone: input.other_phone ?? null,
    email: input.email ?? client?.email ?? null,
    project_id: input.project_id,
    status: leadLifecycle.initial,
    ...assignment(agent),
    next_follow_up_at: next,
    last_contacted_at: null,
    lost_reason: null,
    follow_ups_count: 0,
    follow_up_alert_at: next,
    follow_up_alert: next ? 'assignee' : null,
    reason_for_buy: input.reason_for_buy ?? null,
    payment_method: input.payment_method ?? null,
    project_size_range: null,
    unit_size_range: null,
    bedroom_count:
      input.bedroom_count === undefined || input.bedroom_count === null ? null : String(input.bedroom_count),
    has_toilet_elderly: null,
    has_kitchen: null,
    note: input.note ?? null,
    platform: input.platform ?? 'walk_in',
    price_range:
      input.price_range === undefined || input.price_range === null ? null : String(input.price_range),
    option_ids: [],
    project_ids: [input.project_id],
    unit_ids: [...new Set(input.unit_ids ?? [])],
    building_ids: [...new Set(units.map((unit) => unit.building_id))],
  };
  const unique = leadPhoneUnique(lead);
  const created = await withDuplicateCheck(unique, () =>
    createEntity(ATTENTION_REQUEST, lead, {
      uniques: [unique],
      search: [lead.name, lead.phone, lead.email],
      links: client ? [{ type: CLIENT, id: client.id }] : [],
    }),
  );
  const [record] = await leadRecords([created]);
  return record;
}

/**
 * Changes a lead the viewer may see while it is open (409 once closed): its contact, project,
 * preferences and agent (a new agent brings their department). A new phone or project moves the
 * phone's marker in the same transaction (422 naming the open lead that holds the new one).
 */
export async function updateLead(viewer: StaffCaller, actor: Actor, id: number, input: LeadInput) {
  const lead = await scopedLead(viewer, id);
  const from = leadStatusOf(lead);
  const step = leadLifecycle.step('update', { from, actor, subject: lead });
  const projectId = input.project_id ?? lead.project_id ?? undefined;
  const { client, units } = await loadReferences(viewer, input, projectId);
  const reassigned =
    input.sale_support_user_id !== undefined ||
    (input.project_id !== undefined && input.project_id !== lead.project_id);
  const agent =
    reassigned && projectId !== undefined
      ? await assigneeFor(viewer, projectId, input.sale_support_user_id ?? lead.sale_support_user_id)
      : undefined;
  const next = input.next_follow_up_at
    ? new Date(input.next_follow_up_at).toISOString()
    : input.next_follow_up_at;
  const changes: Partial<AttentionRequest> = {
    ...(input.client_id !== undefined ? { client_id: client?.id ?? null } : {}),
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.phone !== undefined ? { phone: input.phone } : {}),
    ...(input.other_phone !== undefined ? { other_phone: input.other_phone } : {}),
    ...(input.email !== undefined ? { email: input.email } : {}),
    ...(input.project_id !== undefined
      ? { project_id: input.project_id, project_ids: [input.project_id] }
      : {}),
    ...(input.platform !== undefined ? { platform: input.platform } : {}),
    ...(reassigned && agent ? assignment(agent) : {}),
    ...(input.note !== undefined ? { note: input.note } : {}),
    ...(input.reason_for_buy !== undefined ? { reason_for_buy: input.reason_for_buy } : {}),
    ...(input.payment_method !== undefined ? { payment_method: input.payment_method } : {}),
    ...(input.price_range !== undefined
      ? { price_range: input.price_range === null ? null : String(input.price_range) }
      : {}),
    ...(input.bedroom_count !== undefined
      ? { bedroom_count: input.bedroom_count === null ? null : String(input.bedroom_count) }
      : {}),
    ...(input.unit_ids !== undefined
      ? {
          unit_ids: [...new Set(input.unit_ids)],
          building_ids: [...new Set(units.map((unit) => unit.building_id))],
        }
      : {}),
    ...(next !== undefined
      ? { next_follow_up_at: next, follow_up_alert_at: next, follow_up_alert: next ? 'assignee' : null }
      : {}),
  };
  const updated = await writeLeadChange(lead, { step, actor, changes });
  const [record] = await leadRecords([updated]);
  return record;
}

/**
 * Deletes a lead for good: only a `new` one without follow-ups (409 otherwise), with its phone
 * marker, its link under its client and its lists, conditioned on the version read.
 */
export async function deleteLead(viewer: StaffCaller, actor: Actor, id: number) {
  const lead = await scopedLead(viewer, id);
  leadLifecycle.step('delete', { from: leadStatusOf(lead), actor, subject: lead });
  // A lead counted as due leaves its agent's counter first (the delete itself takes no other items).
  const counted = typeof lead.follow_up_due_user_id === 'number';
  if (counted)
    await updateEntity(
      ATTENTION_REQUEST,
      id,
      { follow_up_due_user_id: null },
      {
        recordName: LEAD_RECORD_NAME,
        current: lead,
        expectedVersion: lead.version,
        also: [followUpsDueMove(lead.follow_up_due_user_id as number, -1)],
      },
    );
  await deleteEntity(ATTENTION_REQUEST, id, {
    recordName: LEAD_RECORD_NAME,
    expectedVersion: lead.version + (counted ? 1 : 0),
    uniques: [leadPhoneUnique(lead)],
    links: typeof lead.client_id === 'number' ? [{ type: CLIENT, id: lead.client_id }] : [],
    searchWords: lead.search_words ?? [],
  });
  return { deleted: true as const };
}

const choices = (keys: readonly string[]) => keys.map((key) => ({ key, name: key.replaceAll('_', ' ') }));

/** The lead form: the enquiry choices and projects, platforms, statuses and the sales agents. */
export async function leadFormData() {
  const [form, agentIds] = await Promise.all([attentionFormData(), roleMembers(LEAD_AGENT_ROLE)]);
  const agents = await loadEntities(agentIds.map((id) => ({ type: USER, id })));
  return {
    ...form,
    platforms: choices(LEAD_PLATFORMS),
    statuses: choices(LEAD_STATUSES),
    agents: agents.list(USER, agentIds).map((user) => userSimple(user)),
  };
}

/** What the lead form loads once a project is chosen: its buildings, its units on sale and its agents. */
export async function leadFormLoadingData(projectId: number) {
  const project = await findEntity(PROJECT, projectId);
  if (!project) throw ValidationError.forField('project_id', 'validation.exists');
  const [buildingIds, units, agents] = await Promise.all([
    linkedIds({ type: PROJECT, id: projectId }, BUILDING, 100),
    listPage(UNIT, 1, 100, { filters: { ...ON_SALE, project_id: projectId } }),
    projectAgents(projectId),
  ]);
  const buildings = await loadEntities(buildingIds.map((id) => ({ type: BUILDING, id })));
  return {
    project: await projectSimple(project),
    buildings: buildings.list(BUILDING, buildingIds).map(buildingSimple),
    units: units.items.map(unitSimple),
    agents: agents.map((user) => userSimple(user)),
  };
}

/** The follow-up form of a lead the viewer may see. */
export async function leadFollowUpFormData(viewer: StaffCaller, actor: Actor, id: number) {
  const lead = await scopedLead(viewer, id);
  return followUpFormData(id, actor, lead);
}

/** `05XXXXXXXX` as the search index and the markers hold it (`9665XXXXXXXX`); other digits as typed. */
const phoneDigitsOf = (digits: string) => (/^05\d{8}$/.test(digits) ? `966${digits.slice(1)}` : digits);

/**
 * The client holding a phone, written either way: a client's phone marker keeps the digits as they
 * were stored (`05XXXXXXXX` from a staff form, `9665XXXXXXXX` from the seed or an international form).
 */
async function clientByPhone(digits: string): Promise<ClientEntity | undefined> {
  const forms = [...new Set([phoneDigitsOf(digits), digits])];
  const found = await Promise.all(forms.map((form) => findByUnique(CLIENT, 'PHONE', form)));
  return found.find((client) => client !== undefined);
}

/** The client holding a national id or iqama number, of any nationality (one marker read per country). */
async function clientByNationalId(nationalId: string): Promise<ClientEntity | undefined> {
  const countries = await listPage(COUNTRY, 1, 100);
  const found = await Promise.all(
    [0, ...countries.items.map((country) => country.id)].map((nationality) =>
      findByUnique(CLIENT, 'NATIONAL_ID', `${nationality}#${nationalId}`),
    ),
  );
  return found.find((client) => client !== undefined);
}

/**
 * Search client (before storing a lead): the clients in the viewer's leads-and-clients scope whose
 * phone, national id or iqama (exact) or name, phone or e-mail words (search index) match, at most
 * 10, each with its open leads the viewer may see; the open leads staff recorded (name, phone,
 * e-mail) the viewer may see; and, so that no person is registered twice, a client outside the scope
 * that the exact phone or national id names, with only its id, name and owner (whom the agent asks
 * to assign it: docs/staff-surface.md "Row scope per role").
 */
export async function searchLeadClients(viewer: StaffCaller, term: string) {
  const compact = term.replace(/[\s\-()+]/g, '');
  const numeric = /^\d+$/.test(compact);
  const words = numeric ? phoneDigitsOf(compact) : term;
  const [byPhone, byNationalId, bySearch, leads] = await Promise.all([
    numeric ? clientByPhone(compact) : undefined,
    numeric && /^[12]\d{9}$/.test(compact) ? clientByNationalId(compact) : undefined,
    listSearch(CLIENT, words, 1, 10),
    listSearch(
      ATTENTION_REQUEST,
      words,
      1,
      10,
      (lead) => isOpenLead(leadStatusOf(lead)) && inScope(viewer, 'leads-and-clients', lead, LEAD_SCOPE),
    ),
  ]);
  const found = [byPhone, byNationalId, ...bySearch.items]
    .filter((client): client is ClientEntity => client !== undefined)
    .filter((client, index, all) => all.findIndex((other) => other.id === client.id) === index);
  const reached = (client: ClientEntity) => inScope(viewer, 'leads-and-clients', client, CLIENT_SCOPE);
  const clients = found.filter(reached).slice(0, 10);
  const othersExact = [byPhone, byNationalId].filter(
    (client, index, all): client is ClientEntity =>
      client !== undefined && !reached(client) && all.findIndex((other) => other?.id === client.id) === index,
  );
  const openLeads = await Promise.all(
    clients.map(async (client) => {
      const { items } = await listPage(ATTENTION_REQUEST, 1, 20, { filters: { client_id: client.id } });
      return leadRecords(
        items.filter(
          (lead) => isOpenLead(leadStatusOf(lead)) && inScope(viewer, 'leads-and-clients', lead, LEAD_SCOPE),
        ),
      );
    }),
  );
  return {
    clients: clients.map((client, index) => ({
      ...(clientSimple(client) as NonNullable<ReturnType<typeof clientSimple>>),
      national_id: client.national_id ?? null,
      open_attention_requests: openLeads[index] ?? [],
    })),
    attention_requests: await leadRecords(leads.items),
    clients_out_of_scope: await clientsOfOthers(othersExact),
  };
}

/** Clients outside the viewer's scope, as search client names them: id, name and owner only. */
async function clientsOfOthers(clients: ClientEntity[]) {
  const owners = await Promise.all(
    clients.map((client) =>
      client.sale_support_user_id === null ? undefined : findEntity(USER, client.sale_support_user_id),
    ),
  );
  return clients.map((client, index) => {
    const owner = owners[index];
    return { id: client.id, name: client.name, owner: owner ? { id: owner.id, name: owner.name } : null };
  });
}

/** Logs a follow-up on a lead the viewer may see (404 otherwise): see `recordFollowUp`. */
export async function storeLeadFollowUp(viewer: StaffCaller, actor: Actor, input: FollowUpInput) {
  const { followUp, lead } = await recordFollowUp(input, actor, {
    lead: await scopedLead(viewer, input.attention_request_id),
  });
  const [[followUpRecord], [record]] = await Promise.all([followUpRecords([followUp]), leadRecords([lead])]);
  return { follow_up: followUpRecord, attention_request: record };
}
