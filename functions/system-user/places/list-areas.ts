import * as z from 'zod/mini';
import { listAreas } from '../../../shared/domain/locations/list-places';
import { page } from '../../../shared/http/envelopes';
import { optionalIntegerText, paginationQuery } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';

/**
 * GET {system_user_url}/areas: areas (regions, governorates) in their listing order; `country_id`
 * narrows them to one country. `name` in the request's language.
 */
export const staffListAreas = defineOperation(
  {
    method: 'GET',
    path: '/areas',
    operationId: 'staffListAreas',
    summary: 'Area: Area',
    response: { kind: 'list', record: 'AreaDetail' },
    query: z.object({ ...paginationQuery, country_id: optionalIntegerText({ min: 1 }) }),
  },
  async ({ query, request }) =>
    page(await listAreas({ ...request.page, locale: request.locale, countryId: query.country_id }), request),
);
