import * as z from 'zod/mini';
import { listMaterials } from '../../../shared/domain/materials/list-materials';
import { page } from '../../../shared/http/envelopes';
import {
  blankAsAbsent,
  booleanText,
  optionalIntegerText,
  paginationQuery,
  searchQuery,
} from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';

/**
 * GET {system_user_url}/purchasing/materials: the catalogue, newest first, filtered by any of
 * `search` (code or name), `material_category_id`, `is_active`, `is_stock_item`, together.
 */
export const staffListMaterials = defineOperation(
  {
    method: 'GET',
    path: '/purchasing/materials',
    operationId: 'staffListMaterials',
    summary: 'Materials: index',
    response: { kind: 'list', record: 'Material' },
    query: z.object({
      ...paginationQuery,
      search: searchQuery(),
      material_category_id: optionalIntegerText({ min: 1 }),
      is_active: blankAsAbsent(booleanText()),
      is_stock_item: blankAsAbsent(booleanText()),
    }),
  },
  async ({ query: { page: _page, per_page: _perPage, ...filters }, request }) =>
    page(await listMaterials({ ...request.page, filters }, request.locale), request),
);
