import * as z from 'zod/mini';
import { showLand } from '../../../shared/domain/lands/lands';
import { single } from '../../../shared/http/envelopes';
import { idParameter } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';

/** GET /system/lands/{land_id}: one Land with its project, owner, city, area and block. */
export const systemShowLand = defineOperation(
  {
    method: 'GET',
    path: '/lands/{land_id}',
    operationId: 'systemShowLand',
    summary: 'Lands: show',
    response: { kind: 'single', record: 'Land' },
    params: z.object({ land_id: idParameter() }),
  },
  async ({ params }) => single(await showLand(params.land_id)),
);
