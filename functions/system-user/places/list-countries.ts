import * as z from 'zod/mini';
import { listCountries } from '../../../shared/domain/locations/list-places';
import { page } from '../../../shared/http/envelopes';
import { paginationQuery } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';

/** GET {system_user_url}/countries: countries in their listing order, `name` in the request's language. */
export const staffListCountries = defineOperation(
  {
    method: 'GET',
    path: '/countries',
    operationId: 'staffListCountries',
    summary: 'Country: Countries',
    response: { kind: 'list', record: 'CountryDetail' },
    query: z.object({ ...paginationQuery }),
  },
  async ({ request }) => page(await listCountries({ ...request.page, locale: request.locale }), request),
);
