import * as z from 'zod/mini';
import { storeMaterial } from '../../../shared/domain/materials/store-material';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';
import { manage, optionalMaterialFields, requiredMaterialFields } from './fields';

/**
 * POST {system_user_url}/purchasing/materials: a new material. `code` unique among live materials
 * (compared upper-cased; a taken code is a 422, parallel stores of one code make one material),
 * `unit` one of the form's units, `vat_rate` 0 or 15 (default 15), active and a stock item unless
 * sent otherwise.
 */
export const staffStoreMaterial = defineOperation(
  {
    method: 'POST',
    path: '/purchasing/materials',
    operationId: 'staffStoreMaterial',
    summary: 'Materials: store',
    access: manage,
    response: { kind: 'single', record: 'Material', created: true },
    body: z.object({ ...requiredMaterialFields, ...optionalMaterialFields }),
  },
  async ({ body, request }) => single(await storeMaterial(body, request.locale)),
);
