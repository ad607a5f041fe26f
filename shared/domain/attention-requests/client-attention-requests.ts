import { createEntity, findEntity, linkedIds, listPage, loadEntities } from '../../db/entity-store';
import { type FieldMessages, NotFoundError, ValidationError } from '../../errors';
import { CLIENT, type ClientEntity } from '../clients/clients';
import type { PageRequest } from '../lists';
import { PROJECT, projectSimple } from '../projects/projects';
import { summaryOf } from '../records';
import { listSaleableUnits } from '../units/saleable-units';
import { UNIT, UNIT_CLIENT, type UnitEntity } from '../units/units';
import {
  ATTENTION_REQUEST,
  type AttentionRequestEntity,
  attentionRequestRecords,
  OPTION,
  OPTION_FIELDS,
} from './attention-requests';
import { nextAgentFor } from './lead-assignment';

/** The choices of an attention request's fields, by field. */
export const ATTENTION_CHOICES = {
  reason_for_buy: ['family_home', 'investment', 'rental_income', 'second_home'],
  payment_method: ['cash', 'bank_finance', 'installments'],
  project_size_range: ['small', 'medium', 'large'],
  unit_size_range: ['0-100', '100-150', '150-200', '200-300', '300+'],
  yes_no: ['yes', 'no'],
} as const;

/** Where requests made in the customer app come from (the `platform` field). */
const CLIENT_APP_PLATFORM = 'client_app';

export interface AttentionRequestInput {
  reason_for_buy: string;
  payment_method: string;
  project_size_range?: string | undefined;
  unit_size_range?: string | undefined;
  bedroom_count?: number | undefined;
  has_toilet_elderly?: string | undefined;
  has_kitchen?: string | undefined;
  note?: string | null | undefined;
  price_range?: number | undefined;
  option_ids?: number[] | undefined;
  project_ids?: number[] | undefined;
  unit_ids?: number[] | undefined;
}

const choices = (keys: readonly string[]) => keys.map((key) => ({ key, name: key.replaceAll('_', ' ') }));

/** What the enquiry form offers: the choices of each field, the active options and every project. */
export async function attentionFormData() {
  const [options, projects] = await Promise.all([listPage(OPTION, 1, 100), listPage(PROJECT, 1, 100)]);
  return {
    reasons_for_buy: choices(ATTENTION_CHOICES.reason_for_buy),
    payment_methods: choices(ATTENTION_CHOICES.payment_method),
    project_size_ranges: choices(ATTENTION_CHOICES.project_size_range),
    unit_size_ranges: choices(ATTENTION_CHOICES.unit_size_range),
    options: options.items
      .filter((option) => option.is_active === true)
      .map((option) => summaryOf(option, OPTION_FIELDS)),
    projects: await Promise.all(projects.items.map(projectSimple)),
  };
}

/**
 * Checks the ids an enquiry names: active options, existing projects, units available for sale.
 * Every id that fails is a 422 on its own position (`unit_ids.1`), as Laravel reports array items.
 */
async function assertRelatedExist(input: AttentionRequestInput): Promise<UnitEntity[]> {
  const optionIds = input.option_ids ?? [];
  const projectIds = input.project_ids ?? [];
  const unitIds = input.unit_ids ?? [];
  const loaded = await loadEntities([
    ...optionIds.map((id) => ({ type: OPTION, id })),
    ...projectIds.map((id) => ({ type: PROJECT, id })),
    ...unitIds.map((id) => ({ type: UNIT, id })),
  ]);
  const checks = [
    {
      field: 'option_ids',
      ids: optionIds,
      acceptable: (id: number) => loaded.get(OPTION, id)?.is_active === true,
    },
    {
      field: 'project_ids',
      ids: projectIds,
      acceptable: (id: number) => loaded.get(PROJECT, id) !== undefined,
    },
    {
      field: 'unit_ids',
      ids: unitIds,
      acceptable: (id: number) => loaded.get(UNIT, id)?.status === 'available',
    },
  ];
  const errors: FieldMessages = {};
  for (const { field, ids, acceptable } of checks) {
    ids.forEach((id, index) => {
      if (!acceptable(id)) errors[`${field}.${index}`] = [{ key: 'validation.exists' }];
    });
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return loaded.list(UNIT, input.unit_ids ?? []);
}

/**
 * Records a new enquiry of a client (from the customer app: platform `client_app`); each unit named
 * counts the client; the back office lists enquiries by platform (ATTENTION_REQUEST's lists).
 */
export async function storeAttentionRequest(
  client: ClientEntity,
  input: AttentionRequestInput,
  platform: string = CLIENT_APP_PLATFORM,
) {
  const units = await assertRelatedExist(input);
  const unitIds = [...new Set(input.unit_ids ?? [])];
  // The staff CRM works it as a new lead of its first project, given to that project's agent in turn.
  const projectId = input.project_ids?.[0] ?? null;
  const agent = projectId === null ? undefined : await nextAgentFor(projectId);
  const request = await createEntity(
    ATTENTION_REQUEST,
    {
      client_id: client.id,
      reason_for_buy: input.reason_for_buy,
      payment_method: input.payment_method,
      project_size_range: input.project_size_range ?? null,
      unit_size_range: input.unit_size_range ?? null,
      bedroom_count: input.bedroom_count === undefined ? null : String(input.bedroom_count),
      has_toilet_elderly: input.has_toilet_elderly ?? null,
      has_kitchen: input.has_kitchen ?? null,
      note: input.note ?? null,
      platform,
      price_range: input.price_range === undefined ? null : String(input.price_range),
      option_ids: [...new Set(input.option_ids ?? [])],
      project_ids: [...new Set(input.project_ids ?? [])],
      unit_ids: unitIds,
      building_ids: [...new Set(units.map((unit) => unit.building_id))],
      status: 'new',
      project_id: projectId,
      sale_support_user_id: agent?.id ?? null,
      department_id: agent?.department_id ?? null,
    },
    {
      links: [{ type: CLIENT, id: client.id }],
      counts: unitIds.map((id) => ({ parent: { type: UNIT, id }, counter: UNIT_CLIENT })),
    },
  );
  const [record] = await attentionRequestRecords([request], client);
  return record;
}

/** One page of the client's own enquiries, newest first. */
export async function listClientAttentionRequests(client: ClientEntity, options: PageRequest) {
  const { items, total } = await listPage(ATTENTION_REQUEST, options.page, options.perPage, {
    filters: { client_id: client.id },
  });
  return { items: await attentionRequestRecords(items, client), total };
}

async function ownedAttentionRequest(client: ClientEntity, id: number): Promise<AttentionRequestEntity> {
  const request = await findEntity(ATTENTION_REQUEST, id);
  if (!request || request.client_id !== client.id) throw new NotFoundError('attention request');
  return request;
}

/** One of the client's own enquiries (another client's: 404). */
export async function showAttentionRequest(client: ClientEntity, id: number) {
  const [record] = await attentionRequestRecords([await ownedAttentionRequest(client, id)], client);
  return record;
}

/**
 * The units of a project the client can buy: on sale, within the enquiry's budget (`price_range`,
 * the most they would pay, after tax) and with at least its `bedroom_count` rooms. The enquiry is
 * `attention_request_id` (their own) or else their newest; without any, every unit on sale in the project.
 */
export async function saleableForClient(
  client: ClientEntity,
  input: { project_id: number; attention_request_id?: number | undefined },
  options: PageRequest,
) {
  const project = await findEntity(PROJECT, input.project_id);
  if (!project) throw ValidationError.forField('project_id', 'validation.exists');
  let request: AttentionRequestEntity | undefined;
  if (input.attention_request_id !== undefined)
    request = await ownedAttentionRequest(client, input.attention_request_id);
  else {
    const [newest] = await linkedIds({ type: CLIENT, id: client.id }, ATTENTION_REQUEST, 1);
    request = newest ? await findEntity(ATTENTION_REQUEST, newest) : undefined;
  }
  const number = (value: string | null | undefined) =>
    value === null || value === undefined ? undefined : Number(value);
  return listSaleableUnits({
    ...options,
    filters: {
      project_id: input.project_id,
      max_price: number(request?.price_range),
      min_rooms: number(request?.bedroom_count),
    },
  });
}
