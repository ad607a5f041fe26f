import * as z from 'zod/mini';
import { searchLeadClients } from '../../../shared/domain/attention-requests/staff-leads';
import { single } from '../../../shared/http/envelopes';
import { searchText } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';

/**
 * GET {system_user_url}/crm/attention-requests/search-client?search=: before storing a lead, the
 * clients a phone, national id / iqama or name finds, with their open leads, and matching leads.
 */
export const staffSearchAttentionClient = defineOperation(
  {
    method: 'GET',
    path: '/crm/attention-requests/search-client',
    operationId: 'staffSearchAttentionClient',
    summary: 'Attention Request: Search Client',
    response: { kind: 'single', record: 'AttentionClientSearch' },
    query: z.object({ search: searchText() }),
  },
  async ({ query, request }) => single(await searchLeadClients(staffCaller(request), query.search)),
);
