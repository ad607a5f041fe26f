import * as z from 'zod/mini';
import { listCities } from '../../../shared/domain/locations/list-places';
import { page } from '../../../shared/http/envelopes';
import { optionalIntegerText, paginationQuery } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';

/**
 * GET {system_user_url}/cities: cities in their listing order; `country_id` and `area_id` (alone or
 * together) narrow them. `name` in the request's language.
 */
export const staffListCities = defineOperation(
  {
    method: 'GET',
    path: '/cities',
    operationId: 'staffListCities',
    summary: 'City: Cities',
    response: { kind: 'list', record: 'CityDetail' },
    query: z.object({
      ...paginationQuery,
      country_id: optionalIntegerText({ min: 1 }),
      area_id: optionalIntegerText({ min: 1 }),
    }),
  },
  async ({ query, request }) =>
    page(
      await listCities({
        ...request.page,
        locale: request.locale,
        countryId: query.country_id,
        areaId: query.area_id,
      }),
      request,
    ),
);
