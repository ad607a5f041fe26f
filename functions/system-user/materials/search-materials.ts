import * as z from 'zod/mini';
import { searchMaterials } from '../../../shared/domain/materials/list-materials';
import { single } from '../../../shared/http/envelopes';
import { searchText } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';

/**
 * GET {system_user_url}/purchasing/materials/search?q=: the forms' search box: up to 20 active
 * materials by code or name (2 characters at least), each with its code, name, unit and quantity
 * available (0 until warehouses hold stock; null for a material not kept in stock).
 */
export const staffSearchMaterials = defineOperation(
  {
    method: 'GET',
    path: '/purchasing/materials/search',
    operationId: 'staffSearchMaterials',
    summary: 'Materials: search',
    response: { kind: 'single', record: 'MaterialSearchResults' },
    query: z.object({ q: searchText() }),
  },
  async ({ query, request }) => single(await searchMaterials(query.q, request.locale)),
);
