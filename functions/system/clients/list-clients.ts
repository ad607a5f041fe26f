import * as z from 'zod/mini';
import { listClients } from '../../../shared/domain/clients/list-clients';
import { page } from '../../../shared/http/envelopes';
import { paginationQuery, searchQuery } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';

/** GET /system/clients: Client records, newest first; `search` on name, phone and e-mail; `page`, `per_page`. */
export const systemListClients = defineOperation(
  {
    method: 'GET',
    path: '/clients',
    operationId: 'systemListClients',
    summary: 'Clients: index',
    response: { kind: 'list', record: 'Client' },
    query: z.object({ ...paginationQuery, search: searchQuery() }),
  },
  async ({ query, request }) => page(await listClients({ ...request.page, search: query.search }), request),
);
