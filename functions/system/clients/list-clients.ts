import * as z from 'zod';
import { listClients } from '../../../shared/domain/clients/list-clients';
import { page } from '../../../shared/http/envelopes';
import { paginationQuery } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { normalizePage } from '../../../shared/http/pagination';

/** GET /system/clients: Client records, newest first, `page` and `per_page` (default 10, at most 100). */
export const systemListClients = defineOperation(
  { query: z.object(paginationQuery) },
  async ({ query, request }) =>
    page(
      await listClients({
        page: normalizePage(query.page),
        perPage: query.per_page ?? 10,
        path: request.resourceUrl,
      }),
    ),
);
