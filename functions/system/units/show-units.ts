import * as z from 'zod/mini';
import { listProjectUnits, showUnit } from '../../../shared/domain/units/list-units';
import { page, single } from '../../../shared/http/envelopes';
import { filterText, idParameter, paginationQuery } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { pageRequest } from '../../../shared/http/pagination';

/** GET /system/projects/{project_id}/units: a project's Unit records, newest first; optional `status`. */
export const systemListProjectUnits = defineOperation(
  {
    response: { kind: 'list', record: 'Unit' },
    path: z.object({ project_id: idParameter() }),
    query: z.object({ ...paginationQuery, status: filterText(50) }),
  },
  async ({ path, query, request }) =>
    page(
      await listProjectUnits(path.project_id, {
        ...pageRequest(query, request.resourceUrl),
        status: query.status,
      }),
    ),
);

/** GET /system/units/{unit_id}: one Unit record, the same as a units index item. */
export const systemShowUnit = defineOperation(
  { response: { kind: 'single', record: 'Unit' }, path: z.object({ unit_id: idParameter() }) },
  async ({ path }) => single(await showUnit(path.unit_id)),
);
