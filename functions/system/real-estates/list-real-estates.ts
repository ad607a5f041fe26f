import * as z from 'zod/mini';
import { listRealEstates } from '../../../shared/domain/real-estates/real-estates';
import { page } from '../../../shared/http/envelopes';
import { filterText, paginationQuery } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';

/**
 * GET /system/real-estates: the portfolio, one RealEstate per project (buildings, units by status
 * and purpose, lands), newest project first; filters `status` and `type` of the project.
 */
export const systemListRealEstates = defineOperation(
  {
    method: 'GET',
    path: '/real-estates',
    operationId: 'systemListRealEstates',
    summary: 'RealEstate: index',
    response: { kind: 'list', record: 'RealEstate' },
    query: z.object({ ...paginationQuery, status: filterText(50), type: filterText(50) }),
  },
  async ({ query, request }) =>
    page(
      await listRealEstates({
        ...request.page,
        filters: { status: query.status, type: query.type },
      }),
      request,
    ),
);
