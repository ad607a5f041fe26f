import { getEntity, listLinkedMatching, listPage, listSearch, loadEntities } from '../../db/entity-store';
import { createdOn } from '../../db/filters';
import { ValidationError } from '../../errors';
import { CLIENT } from '../clients/clients';
import type { PageRequest } from '../lists';
import {
  ATTENTION_REQUEST,
  type AttentionRequestEntity,
  attentionRequestRecords,
} from './attention-requests';
import { type AttentionRequestInput, storeAttentionRequest } from './client-attention-requests';

/** Where enquiries the back office records come from when it does not say (the `platform` field). */
export const BACK_OFFICE_PLATFORM = 'back_office';

export interface AttentionRequestFilters {
  client_id?: number | undefined;
  platform?: string | undefined;
  /** A day, YYYY-MM-DD (UTC): enquiries made on it. */
  created_at?: string | undefined;
}

const matches = (filters: AttentionRequestFilters) => (request: AttentionRequestEntity) =>
  (filters.platform === undefined || request.platform === filters.platform) &&
  (filters.created_at === undefined || request.created_at.startsWith(filters.created_at));

/**
 * A page of every client's enquiries, newest first. `client_id` reads that client's links (then
 * `platform` and `created_at` narrow the few found); `platform` alone reads the search index
 * (platforms are indexed words; the exact value is then kept); `created_at` alone runs on the
 * collection index.
 */
export async function listAttentionRequests(options: PageRequest & { filters: AttentionRequestFilters }) {
  const { filters } = options;
  let page: { items: AttentionRequestEntity[]; total: number };
  if (filters.client_id !== undefined) {
    page = await listLinkedMatching(
      { type: CLIENT, id: filters.client_id },
      ATTENTION_REQUEST,
      options.page,
      options.perPage,
      matches(filters),
    );
  } else if (filters.platform !== undefined) {
    page = await listSearch(
      ATTENTION_REQUEST,
      filters.platform,
      options.page,
      options.perPage,
      matches(filters),
    );
  } else {
    page = await listPage(ATTENTION_REQUEST, options.page, options.perPage, createdOn(filters.created_at));
  }
  return { items: await attentionRequestRecords(page.items), total: page.total };
}

/** Any client's enquiry (404 when missing). */
export async function showAnyAttentionRequest(id: number) {
  const [record] = await attentionRequestRecords([
    await getEntity(ATTENTION_REQUEST, id, 'attention request'),
  ]);
  return record;
}

/** Records an enquiry for a client (422 on `client_id` when there is no such client). */
export async function storeAttentionRequestFor(
  input: AttentionRequestInput & { client_id: number; platform?: string | null | undefined },
) {
  const loaded = await loadEntities([{ type: CLIENT, id: input.client_id }]);
  const client = loaded.get(CLIENT, input.client_id);
  if (!client) throw ValidationError.forField('client_id', 'validation.exists');
  return storeAttentionRequest(client, input, input.platform ?? BACK_OFFICE_PLATFORM);
}
