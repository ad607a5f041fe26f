import * as z from 'zod/mini';
import { updateMaterial } from '../../../shared/domain/materials/update-material';
import { single } from '../../../shared/http/envelopes';
import { optionalIntegerText } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { manage, materialPath, optionalMaterialFields, requiredMaterialFields } from './fields';

/**
 * POST {system_user_url}/purchasing/materials/{material_id}/update: the fields sent change. Once
 * purchase records name the material its `unit` and `is_stock_item` are frozen (422 naming the
 * field; 409 if a record named it meanwhile); `version`, when sent, refuses a stale read (409).
 */
export const staffUpdateMaterial = defineOperation(
  {
    method: 'POST',
    path: '/purchasing/materials/{material_id}/update',
    operationId: 'staffUpdateMaterial',
    summary: 'Materials: update',
    access: manage,
    response: { kind: 'single', record: 'Material', conflict: true },
    params: materialPath,
    body: z.object({
      code: z.optional(requiredMaterialFields.code),
      name_ar: z.optional(requiredMaterialFields.name_ar),
      material_category_id: optionalIntegerText({ min: 1 }),
      unit: z.optional(requiredMaterialFields.unit),
      ...optionalMaterialFields,
      version: optionalIntegerText({ min: 1 }),
    }),
  },
  async ({ params, body: { version, ...changes }, request }) =>
    single(await updateMaterial(params.material_id, changes, request.locale, version)),
);
