import * as z from 'zod/mini';
import { createUploadUrl, DIRECT_UPLOAD_MAX_BYTES } from '../../../shared/domain/archive/archive-files';
import { single } from '../../../shared/http/envelopes';
import { integerText, optionalIntegerText, requiredText } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { archivePath, mimeType } from './fields';

/**
 * POST /system/archive/{archive_id}/upload-url: step 1 for files of any size up to 500 MB: `name`,
 * `size` (bytes), optional `mime_type` and `folder_id`. 201 with `upload_id` and a presigned PUT `url`.
 */
export const systemCreateArchiveUploadUrl = defineOperation(
  {
    method: 'POST',
    path: '/archive/{archive_id}/upload-url',
    operationId: 'systemCreateArchiveUploadUrl',
    summary: 'Archive: upload url (step 1 of a large upload: a presigned PUT URL)',
    extra: true,
    response: { kind: 'single', record: 'ArchiveUploadUrl', created: true },
    params: archivePath,
    body: z.object({
      name: requiredText(200),
      size: integerText({ min: 1, max: DIRECT_UPLOAD_MAX_BYTES }),
      mime_type: mimeType,
      folder_id: optionalIntegerText({ min: 1 }),
    }),
  },
  async ({ params, body }) => single(await createUploadUrl(params.archive_id, body)),
);
