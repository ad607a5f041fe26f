import * as z from 'zod/mini';
import {
  listProjectSummaries,
  listProjects,
  showProject,
} from '../../../shared/domain/projects/list-projects';
import { page, single } from '../../../shared/http/envelopes';
import { filterText, idParameter, optionalIntegerText, paginationQuery } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { pageRequest } from '../../../shared/http/pagination';

/**
 * GET /system/projects: full Project records, newest first. Filters, combinable: `status`, `type`
 * (exact). Projects have no search index, so there is no `search`.
 */
export const systemListProjects = defineOperation(
  {
    response: { kind: 'list', record: 'Project' },
    query: z.object({ ...paginationQuery, status: filterText(50), type: filterText(50) }),
  },
  async ({ query, request }) =>
    page(
      await listProjects({
        ...pageRequest(query, request.resourceUrl),
        filters: { status: query.status, type: query.type },
      }),
    ),
);

/**
 * GET /system/projects/small-data: every project as ProjectSimple, for pickers. Still the list
 * envelope, but a page holds 100 projects unless `per_page` (1 to 100) asks for fewer.
 */
export const systemListProjectsSmallData = defineOperation(
  {
    response: { kind: 'list', record: 'ProjectSimple' },
    query: z.object({ page: paginationQuery.page, per_page: optionalIntegerText({ min: 1, max: 100 }) }),
  },
  async ({ query, request }) =>
    page(
      await listProjectSummaries({
        ...pageRequest(query, request.resourceUrl),
        perPage: query.per_page ?? 100,
      }),
    ),
);

/** GET /system/projects/{project_id}: one full Project record, as the complaint form data lists them. */
export const systemShowProject = defineOperation(
  { response: { kind: 'single', record: 'Project' }, path: z.object({ project_id: idParameter() }) },
  async ({ path }) => single(await showProject(path.project_id)),
);
