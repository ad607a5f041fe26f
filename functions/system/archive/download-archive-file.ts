import * as z from 'zod/mini';
import { downloadArchiveFile } from '../../../shared/domain/archive/archive-files';
import { single } from '../../../shared/http/envelopes';
import { idParameter } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';

/** GET /system/archive/{archive_id}/files/{file_id}/download: the file with a 15-minute download URL. */
export const systemDownloadArchiveFile = defineOperation(
  {
    method: 'GET',
    path: '/archive/{archive_id}/files/{file_id}/download',
    operationId: 'systemDownloadArchiveFile',
    summary: 'Archive: download file',
    response: { kind: 'single', record: 'ArchiveFileDownload' },
    params: z.object({ archive_id: idParameter(), file_id: idParameter() }),
  },
  async ({ params }) => single(await downloadArchiveFile(params.archive_id, params.file_id)),
);
