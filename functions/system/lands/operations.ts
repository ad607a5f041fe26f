import * as z from 'zod/mini';
import {
  LAND_STATUSES,
  listLandOwners,
  listLands,
  showLand,
  showLandOwner,
} from '../../../shared/domain/lands/lands';
import { page, single } from '../../../shared/http/envelopes';
import {
  blankAsAbsent,
  idParameter,
  optionalIntegerText,
  paginationQuery,
  searchQuery,
} from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { pageRequest } from '../../../shared/http/pagination';

/** GET /system/lands/owners: LandOwner records, newest first; `search` by name, e-mail or phone. */
export const systemListLandOwners = defineOperation(
  {
    response: { kind: 'list', record: 'LandOwner' },
    query: z.object({ ...paginationQuery, search: searchQuery() }),
  },
  async ({ query, request }) =>
    page(await listLandOwners({ ...pageRequest(query, request.resourceUrl), search: query.search })),
);

/** GET /system/lands/owners/{land_owner_id}: one LandOwner. */
export const systemShowLandOwner = defineOperation(
  { response: { kind: 'single', record: 'LandOwner' }, path: z.object({ land_owner_id: idParameter() }) },
  async ({ path }) => single(await showLandOwner(path.land_owner_id)),
);

/** GET /system/lands: Land records, newest first; filters `status` (one of LAND_STATUSES), `project_id`. */
export const systemListLands = defineOperation(
  {
    response: { kind: 'list', record: 'Land' },
    query: z.object({
      ...paginationQuery,
      status: blankAsAbsent(z.enum(LAND_STATUSES)),
      project_id: optionalIntegerText({ min: 1 }),
    }),
  },
  async ({ query, request }) =>
    page(
      await listLands({
        ...pageRequest(query, request.resourceUrl),
        filters: { status: query.status, project_id: query.project_id },
      }),
    ),
);

/** GET /system/lands/{land_id}: one Land with its project, owner, city, area and block. */
export const systemShowLand = defineOperation(
  { response: { kind: 'single', record: 'Land' }, path: z.object({ land_id: idParameter() }) },
  async ({ path }) => single(await showLand(path.land_id)),
);
