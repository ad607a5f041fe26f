import * as z from 'zod/mini';
import { completeUpload } from '../../../shared/domain/archive/archive-files';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';
import { archivePath } from './fields';

/** POST /system/archive/{archive_id}/complete-upload: step 2, `upload_id`: records the uploaded file (201). */
export const systemCompleteArchiveUpload = defineOperation(
  {
    method: 'POST',
    path: '/archive/{archive_id}/complete-upload',
    operationId: 'systemCompleteArchiveUpload',
    summary: 'Archive: complete upload (step 2 of a large upload)',
    extra: true,
    response: { kind: 'single', record: 'ArchiveFile', created: true, notFound: true, conflict: true },
    params: archivePath,
    body: z.object({ upload_id: z.string().check(z.trim(), z.uuid()) }),
  },
  async ({ params, body }) => single(await completeUpload(params.archive_id, body.upload_id)),
);
