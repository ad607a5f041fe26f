import { type EntityMap, linkedIds, loadEntities, type StoredEntity } from '../../db/entity-store';
import { clientSimple } from '../clients/client-record';
import { CLIENT, type ClientEntity } from '../clients/clients';
import { BUILDING, buildingSimple, PROJECT, type ProjectEntity, projectSimple } from '../projects/projects';
import { pickFields, summaryOf } from '../records';
import { UNIT, unitSimple } from '../units/units';

export const ATTENTION_REQUEST = 'ATTENTION_REQUEST';
export const OPTION = 'OPTION';

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

type RelatedIds = { option_ids: number[]; project_ids: number[]; unit_ids: number[]; building_ids: number[] };
export type AttentionRequest = Record<Exclude<(typeof ATTENTION_REQUEST_FIELDS)[number], 'id'>, unknown> &
  RelatedIds;
export type AttentionRequestEntity = AttentionRequest & StoredEntity;

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
    projects: await Promise.all(
      loaded.list<ProjectEntity>(PROJECT, request.project_ids ?? []).map(projectSimple),
    ),
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
    ...(client ? [] : requests.map((request) => ({ type: CLIENT, id: request.client_id as number | null }))),
  ]);
  return Promise.all(
    requests.map(async (request) => ({
      ...(await recordOf(
        request,
        client ?? loaded.get<ClientEntity>(CLIENT, request.client_id as number | null),
        loaded,
      )),
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
    ? (await loadEntities([{ type: ATTENTION_REQUEST, id: latestId }])).list<AttentionRequestEntity>(
        ATTENTION_REQUEST,
        [latestId],
      )
    : [];
  const shown: Partial<AttentionRequestEntity> = request ?? { client_id: client.id };
  return recordOf(shown, client, await loadEntities(relatedRefs(shown)));
}
