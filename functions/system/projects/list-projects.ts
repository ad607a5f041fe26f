import * as z from 'zod/mini';
import { listProjects } from '../../../shared/domain/projects/list-projects';
import { page } from '../../../shared/http/envelopes';
import { filterText, paginationQuery } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';

/**
 * GET /system/projects: full Project records, newest first. Filters, combinable: `status`, `type`
 * (exact). Projects have no search index, so there is no `search`.
 */
export const systemListProjects = defineOperation(
  {
    method: 'GET',
    path: '/projects',
    operationId: 'systemListProjects',
    summary: 'Projects: index',
    response: { kind: 'list', record: 'Project' },
    query: z.object({ ...paginationQuery, status: filterText(50), type: filterText(50) }),
  },
  async ({ query, request }) =>
    page(
      await listProjects({
        ...request.page,
        filters: { status: query.status, type: query.type },
      }),
      request,
    ),
);
