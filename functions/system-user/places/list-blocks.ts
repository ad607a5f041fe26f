import * as z from 'zod/mini';
import { listBlocks } from '../../../shared/domain/locations/list-places';
import { page } from '../../../shared/http/envelopes';
import { optionalIntegerText, paginationQuery } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';

/** GET {system_user_url}/blocks: blocks (districts) in their listing order; `city_id` narrows them to one city. */
export const staffListBlocks = defineOperation(
  {
    method: 'GET',
    path: '/blocks',
    operationId: 'staffListBlocks',
    summary: 'Block: Blocks',
    response: { kind: 'list', record: 'BlockDetail' },
    query: z.object({ ...paginationQuery, city_id: optionalIntegerText({ min: 1 }) }),
  },
  async ({ query, request }) =>
    page(await listBlocks({ ...request.page, locale: request.locale, cityId: query.city_id }), request),
);
