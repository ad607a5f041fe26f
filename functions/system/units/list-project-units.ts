import * as z from 'zod/mini';
import { listProjectUnits } from '../../../shared/domain/units/list-units';
import { page } from '../../../shared/http/envelopes';
import { filterText, idParameter, paginationQuery } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';

/** GET /system/projects/{project_id}/units: a project's Unit records, newest first; optional `status`. */
export const systemListProjectUnits = defineOperation(
  {
    method: 'GET',
    path: '/projects/{project_id}/units',
    operationId: 'systemListProjectUnits',
    summary: 'Units: show units by project',
    response: { kind: 'list', record: 'Unit' },
    params: z.object({ project_id: idParameter() }),
    query: z.object({ ...paginationQuery, status: filterText(50) }),
  },
  async ({ params, query, request }) =>
    page(
      await listProjectUnits(params.project_id, {
        ...request.page,
        status: query.status,
      }),
      request,
    ),
);
