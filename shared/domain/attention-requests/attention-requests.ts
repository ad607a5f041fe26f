import { type EntityMap, linkedIds, loadEntities } from '../../db/entity-store';
import { type EntityOf, entityType } from '../../db/entity-type';
import { clientSimple } from '../clients/client-record';
import { CLIENT, type ClientEntity } from '../clients/clients';
import { BUILDING, buildingSimple, PROJECT, projectSimple } from '../projects/projects';
import { pickFields, summaryOf } from '../records';
import { UNIT, unitSimple } from '../units/units';

/**
 * A prospective buyer's or renter's enquiry: what they look for, and the options, projects and
 * units (with their buildings) it names. Choice fields hold the keys of ATTENTION_CHOICES.
 */
export interface AttentionRequest extends LeadFields {
  /** Null for a lead staff recorded before the person became a client (name and phone only). */
  client_id: number | null;
  reason_for_buy: string | null;
  payment_method: string | null;
  project_size_range: string | null;
  unit_size_range: string | null;
  /** Kept as text, as the spec's record gives it. */
  bedroom_count: string | null;
  has_toilet_elderly: string | null;
  has_kitchen: string | null;
  note: string | null;
  /** Where the enquiry came from (`client_app`, `back_office`, `website`, ...); a list filter. */
  platform: string | null;
  /** The most the client would pay, as text. */
  price_range: string | null;
  option_ids: number[];
  project_ids: number[];
  unit_ids: number[];
  building_ids: number[];
}

/** A feature or amenity an enquiry can ask for. */
export interface Option {
  type: string;
  name: string;
  is_active: boolean;
}

/**
 * What the staff CRM adds to an enquiry (a lead): who it is, where it stands and who works it. All
 * optional: enquiries the client app and the system surface stored before (or without) them read
 * as `new` and unassigned (`leadView`). Kept on the one record, so every surface sees one lead.
 */
export interface LeadFields {
  name?: string | null;
  /** E.164 (`+966501234567`). */
  phone?: string | null;
  other_phone?: string | null;
  email?: string | null;
  /** The project the lead is worked for (staff leads name one; others: their first project). */
  project_id?: number | null;
  status?: string;
  /** The sales agent working the lead (row scope `own`). */
  sale_support_user_id?: number | null;
  /** The assignee's department, copied when assigned (row scope `department`). */
  department_id?: number | null;
  next_follow_up_at?: string | null;
  last_contacted_at?: string | null;
  lost_reason?: string | null;
  follow_ups_count?: number;
  /**
   * When the next follow-up notice is due (the due-follow-up list is ordered by it): the follow-up
   * time for the assignee, then a day later for their manager; absent once both were told.
   */
  follow_up_alert_at?: string | null;
  /** Who that notice goes to: `assignee` or `manager`. */
  follow_up_alert?: string | null;
  /** The agent whose `follow_ups_due` counter counts this lead (set by the due notice, cleared by the next follow-up). */
  follow_up_due_user_id?: number | null;
}

/** A day in milliseconds: the band width of the due-follow-up list. */
const DAY_MS = 86_400_000;

/**
 * Enquiries are listed by client, by platform and by both (GET /system/attention-requests), each
 * also by creation day; the staff leads list by status, project, assignee and department (the row
 * scopes) and those with status; an agent's leads of one project (the sales-support project's
 * leads); due follow-ups in the order their notice is due.
 */
export const ATTENTION_REQUEST = entityType<AttentionRequest>('ATTENTION_REQUEST', {
  lists: [
    ['client_id'],
    ['platform'],
    ['client_id', 'platform'],
    ['status'],
    ['project_id'],
    ['project_id', 'status'],
    ['sale_support_user_id'],
    ['sale_support_user_id', 'status'],
    ['project_id', 'sale_support_user_id'],
    ['department_id'],
    ['department_id', 'status'],
    { orderBy: 'follow_up_alert_at', step: DAY_MS },
  ],
});
export const OPTION = entityType<Option>('OPTION', { lists: [] });

/** The enquiry preferences of a prospective buyer or renter, as the spec's add-comment record lists them. */
export const ATTENTION_REQUEST_FIELDS = [
  'id',
  'client_id',
  'reason_for_buy',
  'payment_method',
  'project_size_range',
  'unit_size_range',
  'bedroom_count',
  'has_toilet_elderly',
  'has_kitchen',
  'note',
  'platform',
  'price_range',
] as const;

export const OPTION_FIELDS = ['id', 'type', 'name', 'is_active'] as const;

export type AttentionRequestEntity = EntityOf<typeof ATTENTION_REQUEST>;

type RelatedIds = Pick<AttentionRequest, 'option_ids' | 'project_ids' | 'unit_ids' | 'building_ids'>;

const relatedRefs = (request: Partial<RelatedIds>) => [
  ...(request.option_ids ?? []).map((id) => ({ type: OPTION, id })),
  ...(request.project_ids ?? []).map((id) => ({ type: PROJECT, id })),
  ...(request.unit_ids ?? []).map((id) => ({ type: UNIT, id })),
  ...(request.building_ids ?? []).map((id) => ({ type: BUILDING, id })),
];

async function recordOf(
  request: Partial<AttentionRequestEntity>,
  client: ClientEntity | undefined,
  loaded: EntityMap,
) {
  return {
    ...pickFields(request, ATTENTION_REQUEST_FIELDS),
    client: clientSimple(client),
    options: loaded.list(OPTION, request.option_ids ?? []).map((option) => summaryOf(option, OPTION_FIELDS)),
    projects: await Promise.all(loaded.list(PROJECT, request.project_ids ?? []).map(projectSimple)),
    units: loaded.list(UNIT, request.unit_ids ?? []).map(unitSimple),
    buildings: loaded.list(BUILDING, request.building_ids ?? []).map(buildingSimple),
  };
}

/**
 * Attention requests with their client, options, projects, units and buildings (one batch read).
 * `client`: the one client all of them belong to (a client's own list), else each one's is loaded.
 */
export async function attentionRequestRecords(requests: AttentionRequestEntity[], client?: ClientEntity) {
  const loaded = await loadEntities([
    ...requests.flatMap(relatedRefs),
    ...(client ? [] : requests.map((request) => ({ type: CLIENT, id: request.client_id }))),
  ]);
  return Promise.all(
    requests.map(async (request) => ({
      ...(await recordOf(request, client ?? loaded.get(CLIENT, request.client_id), loaded)),
      created_at: request.created_at,
    })),
  );
}

/**
 * A client's enquiry preferences: their newest attention request with its options, projects,
 * units and buildings. A client who never made one gets the same shape with null fields and
 * empty lists, so apps can always render it.
 */
export async function enquiryPreferences(client: ClientEntity) {
  const [latestId] = await linkedIds({ type: CLIENT, id: client.id }, ATTENTION_REQUEST, 1);
  const [request] = latestId
    ? (await loadEntities([{ type: ATTENTION_REQUEST, id: latestId }])).list(ATTENTION_REQUEST, [latestId])
    : [];
  const shown: Partial<AttentionRequestEntity> = request ?? { client_id: client.id };
  return recordOf(shown, client, await loadEntities(relatedRefs(shown)));
}
