import * as z from 'zod/mini';
import { listMarketings, MARKETING_STATUSES } from '../../../shared/domain/marketing/marketings';
import { page } from '../../../shared/http/envelopes';
import { blankAsAbsent, optionalIntegerText, paginationQuery } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';

/** GET /system/marketings: Marketing campaigns, newest first; filters `status`, `project_id`. */
export const systemListMarketings = defineOperation(
  {
    method: 'GET',
    path: '/marketings',
    operationId: 'systemListMarketings',
    summary: 'marketings: index',
    response: { kind: 'list', record: 'Marketing' },
    query: z.object({
      ...paginationQuery,
      status: blankAsAbsent(z.enum(MARKETING_STATUSES)),
      project_id: optionalIntegerText({ min: 1 }),
    }),
  },
  async ({ query, request }) =>
    page(
      await listMarketings({ ...request.page, status: query.status, project_id: query.project_id }),
      request,
    ),
);
