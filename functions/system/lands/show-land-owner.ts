import * as z from 'zod/mini';
import { showLandOwner } from '../../../shared/domain/lands/lands';
import { single } from '../../../shared/http/envelopes';
import { idParameter } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';

/** GET /system/lands/owners/{land_owner_id}: one LandOwner. */
export const systemShowLandOwner = defineOperation(
  {
    method: 'GET',
    path: '/lands/owners/{land_owner_id}',
    operationId: 'systemShowLandOwner',
    summary: 'Lands: show land owner',
    response: { kind: 'single', record: 'LandOwner' },
    params: z.object({ land_owner_id: idParameter() }),
  },
  async ({ params }) => single(await showLandOwner(params.land_owner_id)),
);
