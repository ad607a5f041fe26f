import * as z from 'zod/mini';
import { listLandOwners } from '../../../shared/domain/lands/lands';
import { page } from '../../../shared/http/envelopes';
import { paginationQuery, searchQuery } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { pageRequest, paginate } from '../../../shared/http/pagination';

/** GET /system/lands/owners: LandOwner records, newest first; `search` by name, e-mail or phone. */
export const systemListLandOwners = defineOperation(
  {
    method: 'GET',
    path: '/lands/owners',
    operationId: 'systemListLandOwners',
    summary: 'Lands: owners',
    response: { kind: 'list', record: 'LandOwner' },
    query: z.object({ ...paginationQuery, search: searchQuery() }),
  },
  async ({ query, request }) => {
    const asked = pageRequest(query, request.resourceUrl);
    const { items, total } = await listLandOwners({ ...asked, search: query.search });
    return page(paginate(items, { ...asked, total }));
  },
);
