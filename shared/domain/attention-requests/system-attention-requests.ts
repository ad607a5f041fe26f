import { getEntity, listPage, loadEntities } from '../../db/entity-store';
import { ValidationError } from '../../errors';
import { CLIENT } from '../clients/clients';
import type { PageRequest } from '../lists';
import { ATTENTION_REQUEST, attentionRequestRecords } from './attention-requests';
import { type AttentionRequestInput, storeAttentionRequest } from './client-attention-requests';

/** Where enquiries the back office records come from when it does not say (the `platform` field). */
export const BACK_OFFICE_PLATFORM = 'back_office';

export interface AttentionRequestFilters {
  client_id?: number | undefined;
  platform?: string | undefined;
  /** A day, YYYY-MM-DD (UTC): enquiries made on it. */
  created_at?: string | undefined;
}

/** A page of every client's enquiries, newest first, by client, platform (exact) and creation day. */
export async function listAttentionRequests(options: PageRequest & { filters: AttentionRequestFilters }) {
  const { filters } = options;
  const page = await listPage(ATTENTION_REQUEST, options.page, options.perPage, {
    filters: { client_id: filters.client_id, platform: filters.platform },
    days: { from: filters.created_at, to: filters.created_at },
  });
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
