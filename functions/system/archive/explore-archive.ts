import * as z from 'zod/mini';
import { exploreArchives } from '../../../shared/domain/archive/archive';
import { page } from '../../../shared/http/envelopes';
import { paginationQuery } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';

/** GET /system/archive: archives, newest first, each with its folder tree and files. */
export const systemExploreArchive = defineOperation(
  {
    method: 'GET',
    path: '/archive',
    operationId: 'systemExploreArchive',
    summary: 'Archive: Explore Archive',
    response: { kind: 'list', record: 'ArchiveRecord' },
    query: z.object(paginationQuery),
  },
  async ({ request }) => page(await exploreArchives(request.page), request),
);
