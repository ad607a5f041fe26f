import * as z from 'zod/mini';
import {
  completeUpload,
  createUploadUrl,
  DIRECT_UPLOAD_MAX_BYTES,
  downloadArchiveFile,
  uploadArchiveFile,
} from '../../../shared/domain/archive/archive-files';
import { defaultBodyLimits } from '../../../shared/http/body-limits';
import { single } from '../../../shared/http/envelopes';
import {
  blankAsAbsent,
  idParameter,
  integerText,
  optionalIntegerText,
  requiredText,
  text,
  uploadedFile,
} from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';

const archivePath = z.object({ archive_id: idParameter() });
const mimeType = blankAsAbsent(text(255).check(z.regex(/^[\w.+-]+\/[\w.+-]+$/)));

/**
 * POST /system/archive/{archive_id}/upload-file: multipart `file` (up to 4 MB, the request limit),
 * optional `folder_id` and `name` (defaults to the file's name; cleaned of paths and control
 * characters). 201 with the file; a name already in the folder is a 422.
 */
export const systemUploadArchiveFile = defineOperation(
  {
    response: { kind: 'single', record: 'ArchiveFile', created: true },
    path: archivePath,
    body: z.object({
      file: uploadedFile(defaultBodyLimits.maxFileBytes),
      folder_id: optionalIntegerText({ min: 1 }),
      name: blankAsAbsent(text(200)),
    }),
  },
  async ({ path, body }) => single(await uploadArchiveFile(path.archive_id, body)),
);

/**
 * POST /system/archive/{archive_id}/upload-url: step 1 for files of any size up to 500 MB: `name`,
 * `size` (bytes), optional `mime_type` and `folder_id`. 201 with `upload_id` and a presigned PUT `url`.
 */
export const systemCreateArchiveUploadUrl = defineOperation(
  {
    response: { kind: 'single', record: 'ArchiveUploadUrl', created: true },
    path: archivePath,
    body: z.object({
      name: requiredText(200),
      size: integerText({ min: 1, max: DIRECT_UPLOAD_MAX_BYTES }),
      mime_type: mimeType,
      folder_id: optionalIntegerText({ min: 1 }),
    }),
  },
  async ({ path, body }) => single(await createUploadUrl(path.archive_id, body)),
);

/** POST /system/archive/{archive_id}/complete-upload: step 2, `upload_id`: records the uploaded file (201). */
export const systemCompleteArchiveUpload = defineOperation(
  {
    response: { kind: 'single', record: 'ArchiveFile', created: true, notFound: true, conflict: true },
    path: archivePath,
    body: z.object({ upload_id: z.string().check(z.trim(), z.uuid()) }),
  },
  async ({ path, body }) => single(await completeUpload(path.archive_id, body.upload_id)),
);

/** GET /system/archive/{archive_id}/files/{file_id}/download: the file with a 15-minute download URL. */
export const systemDownloadArchiveFile = defineOperation(
  {
    response: { kind: 'single', record: 'ArchiveFileDownload' },
    path: z.object({ archive_id: idParameter(), file_id: idParameter() }),
  },
  async ({ path }) => single(await downloadArchiveFile(path.archive_id, path.file_id)),
);
