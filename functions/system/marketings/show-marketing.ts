import * as z from 'zod/mini';
import { showMarketing } from '../../../shared/domain/marketing/marketings';
import { single } from '../../../shared/http/envelopes';
import { idParameter } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';

/** GET /system/marketings/{marketing_id}: one campaign with its project, type and goal. */
export const systemShowMarketing = defineOperation(
  {
    method: 'GET',
    path: '/marketings/{marketing_id}',
    operationId: 'systemShowMarketing',
    summary: 'marketings: show',
    response: { kind: 'single', record: 'Marketing' },
    params: z.object({ marketing_id: idParameter() }),
  },
  async ({ params }) => single(await showMarketing(params.marketing_id)),
);
