import * as z from 'zod/mini';
import { listProjectSummaries } from '../../../shared/domain/projects/list-projects';
import { page } from '../../../shared/http/envelopes';
import { optionalIntegerText, paginationQuery } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';

/**
 * GET /system/projects/small-data: every project as ProjectSimple, for pickers. Still the list
 * envelope, but a page holds 100 projects unless `per_page` (1 to 100) asks for fewer.
 */
export const systemListProjectsSmallData = defineOperation(
  {
    method: 'GET',
    path: '/projects/small-data',
    operationId: 'systemListProjectsSmallData',
    summary: 'Projects: index small data',
    response: { kind: 'list', record: 'ProjectSimple' },
    query: z.object({ page: paginationQuery.page, per_page: optionalIntegerText({ min: 1, max: 100 }) }),
  },
  async ({ query, request }) => {
    const hundredAPage = { ...request, page: { ...request.page, perPage: query.per_page ?? 100 } };
    return page(await listProjectSummaries(hundredAPage.page), hundredAPage);
  },
);
