import * as z from 'zod/mini';
import { LAND_STATUSES, listLands } from '../../../shared/domain/lands/lands';
import { page } from '../../../shared/http/envelopes';
import { blankAsAbsent, optionalIntegerText, paginationQuery } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';

/** GET /system/lands: Land records, newest first; filters `status` (one of LAND_STATUSES), `project_id`. */
export const systemListLands = defineOperation(
  {
    method: 'GET',
    path: '/lands',
    operationId: 'systemListLands',
    summary: 'Lands: index',
    response: { kind: 'list', record: 'Land' },
    query: z.object({
      ...paginationQuery,
      status: blankAsAbsent(z.enum(LAND_STATUSES)),
      project_id: optionalIntegerText({ min: 1 }),
    }),
  },
  async ({ query, request }) =>
    page(await listLands({ ...request.page, status: query.status, project_id: query.project_id }), request),
);
