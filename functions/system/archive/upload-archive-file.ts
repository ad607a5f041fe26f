import * as z from 'zod/mini';
import { uploadArchiveFile } from '../../../shared/domain/archive/archive-files';
import { defaultBodyLimits } from '../../../shared/http/body-limits';
import { single } from '../../../shared/http/envelopes';
import { blankAsAbsent, optionalIntegerText, text, uploadedFile } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { archivePath } from './fields';

/**
 * POST /system/archive/{archive_id}/upload-file: multipart `file` (up to 4 MB, the request limit),
 * optional `folder_id` and `name` (defaults to the file's name; cleaned of paths and control
 * characters). 201 with the file; a name already in the folder is a 422.
 */
export const systemUploadArchiveFile = defineOperation(
  {
    method: 'POST',
    path: '/archive/{archive_id}/upload-file',
    operationId: 'systemUploadArchiveFile',
    summary: 'Archive: Upload File',
    response: { kind: 'single', record: 'ArchiveFile', created: true },
    params: archivePath,
    body: z.object({
      file: uploadedFile(defaultBodyLimits.maxFileBytes),
      folder_id: optionalIntegerText({ min: 1 }),
      name: blankAsAbsent(text(200)),
    }),
  },
  async ({ params, body }) => single(await uploadArchiveFile(params.archive_id, body)),
);
