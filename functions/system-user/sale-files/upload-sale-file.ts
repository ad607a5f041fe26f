import * as z from 'zod/mini';
import {
  completeSaleFileUpload,
  createSaleFileUploadUrl,
  SALE_FILE_CATEGORIES,
  SALE_FILE_PRESIGNED_MAX_BYTES,
  uploadSaleFile,
} from '../../../shared/domain/sale-files/sale-files';
import { ValidationError } from '../../../shared/errors';
import { defaultBodyLimits } from '../../../shared/http/body-limits';
import { single } from '../../../shared/http/envelopes';
import { blankAsAbsent, optionalIntegerText, text, uploadedFile } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { saleFilesPath, saleParams } from './fields';

/** A field of the large-file shapes, described for the OpenAPI document (one route, three shapes). */
const described = <S extends z.ZodMiniType>(schema: S, description: string) => {
  z.globalRegistry.add(schema, { description });
  return schema;
};

const uploadBody = z.object({
  file: z.optional(uploadedFile(defaultBodyLimits.maxFileBytes)),
  category: z.enum(SALE_FILE_CATEGORIES),
  name: blankAsAbsent(text(150)),
  file_name: described(
    blankAsAbsent(text(255)),
    'A file above 4 MB, step 1 (no `file`): its name. Answers `upload_id` and a presigned PUT `url`',
  ),
  size: described(
    optionalIntegerText({ min: 1, max: SALE_FILE_PRESIGNED_MAX_BYTES }),
    'Step 1: the size in bytes (up to 100 MB); the PUT must send exactly this Content-Length',
  ),
  mime_type: described(
    blankAsAbsent(text(255).check(z.regex(/^[\w.+-]+\/[\w.+-]+$/))),
    'Step 1: the type the file is stored and downloaded with (application/octet-stream if not sent)',
  ),
  upload_id: described(
    blankAsAbsent(z.string().check(z.trim(), z.uuid())),
    'Step 2, once the bytes are PUT to the URL: the `upload_id` of step 1. Files the upload (201)',
  ),
});

/** The fields a presigned upload's step 1 lacks (a body with none of the three shapes lacks `file`). */
function missingForUploadUrl(body: z.infer<typeof uploadBody>) {
  if (body.file_name === undefined && body.size === undefined) return ['file'];
  return (['file_name', 'size'] as const).filter((field) => body[field] === undefined);
}

/**
 * POST {system_user_url}/sales-support/sales/{sale_id}/files, one route for three shapes, each with
 * `category` (national_id, bank_letter, valuation, signed_contract, deed, receipt, other) and an
 * optional `name` (cleaned of paths and control characters):
 * - multipart `file` up to 4 MB (the request limit): 201 with the file;
 * - no `file` but `file_name`, `size` (up to 100 MB) and `mime_type`: 201 with `upload_id`, a
 *   presigned PUT `url`, the `headers` to send with it and `expires_at`;
 * - `upload_id` once the bytes are PUT: 201 with the file, as a direct upload files it.
 * The file answers a short-lived download URL; 404 outside the row scope.
 */
export const staffUploadSaleFile = defineOperation(
  {
    method: 'POST',
    path: saleFilesPath,
    operationId: 'staffUploadSaleFile',
    summary: 'SalesSupportSaleTab: sale upload-file',
    response: { kind: 'single', record: 'SaleFileUpload', created: true, notFound: true, conflict: true },
    params: saleParams,
    body: uploadBody,
  },
  async ({ params, body, request }) => {
    const viewer = staffCaller(request);
    const { category, name } = body;
    if (body.upload_id)
      return single(
        await completeSaleFileUpload(viewer, params.sale_id, { upload_id: body.upload_id, category, name }),
      );
    if (body.file)
      return single(await uploadSaleFile(viewer, params.sale_id, { file: body.file, category, name }));
    const missing = missingForUploadUrl(body);
    if (missing.length > 0)
      throw new ValidationError(
        Object.fromEntries(missing.map((field) => [field, [{ key: 'validation.required' as const }]])),
      );
    return single(
      await createSaleFileUploadUrl(viewer, params.sale_id, {
        file_name: body.name ?? (body.file_name as string),
        size: body.size as number,
        mime_type: body.mime_type,
      }),
    );
  },
);
