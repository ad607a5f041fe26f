import * as z from 'zod/mini';
import { showUnit } from '../../../shared/domain/units/list-units';
import { single } from '../../../shared/http/envelopes';
import { idParameter } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';

/** GET /system/units/{unit_id}: one Unit record, the same as a units index item. */
export const systemShowUnit = defineOperation(
  {
    method: 'GET',
    path: '/units/{unit_id}',
    operationId: 'systemShowUnit',
    summary: 'Units: show',
    response: { kind: 'single', record: 'Unit' },
    params: z.object({ unit_id: idParameter() }),
  },
  async ({ params }) => single(await showUnit(params.unit_id)),
);
