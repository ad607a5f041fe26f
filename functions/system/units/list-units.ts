import * as z from 'zod/mini';
import { listUnits } from '../../../shared/domain/units/list-units';
import { page } from '../../../shared/http/envelopes';
import { paginationQuery, searchQuery } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';

/** GET /system/units: Unit records with project, building, sale, bookings, client and counters; `search`. */
export const systemListUnits = defineOperation(
  {
    method: 'GET',
    path: '/units',
    operationId: 'systemListUnits',
    summary: 'Units: index',
    response: { kind: 'list', record: 'Unit' },
    query: z.object({ ...paginationQuery, search: searchQuery() }),
  },
  async ({ query, request }) => page(await listUnits({ ...request.page, search: query.search }), request),
);
