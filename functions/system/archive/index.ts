import { defineModule } from '../../../shared/http/module';
import { resourceHandler } from '../../../shared/http/resource-handler';
import { systemCompleteArchiveUpload } from './complete-archive-upload';
import { systemCreateArchiveFolder } from './create-archive-folder';
import { systemCreateArchiveUploadUrl } from './create-archive-upload-url';
import { systemDownloadArchiveFile } from './download-archive-file';
import { systemExploreArchive } from './explore-archive';
import { systemUploadArchiveFile } from './upload-archive-file';

/** system/archive: one Lambda serving these operations. */
export const systemArchive = defineModule({
  surface: 'system',
  resource: 'archive',
  grants: { table: 'readwrite', bucket: 'readwrite', fieldEncryption: true },
  access: { kind: 'keys' },
  operations: [
    systemExploreArchive,
    systemCreateArchiveFolder,
    systemUploadArchiveFile,
    systemCreateArchiveUploadUrl,
    systemCompleteArchiveUpload,
    systemDownloadArchiveFile,
  ],
});

export const handler = resourceHandler(systemArchive);
