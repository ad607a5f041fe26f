import type { ResourceModule } from '../../../shared/http/route';

export const systemArchive = {
  surface: 'system',
  resource: 'archive',
  grants: { table: 'readwrite', bucket: 'readwrite', fieldEncryption: true },
  routes: [
    {
      method: 'GET',
      path: '/archive',
      operationId: 'systemExploreArchive',
      summary: 'Archive: Explore Archive',
      access: { kind: 'keys' },
    },
    {
      method: 'POST',
      path: '/archive/{archive_id}/create-folder',
      operationId: 'systemCreateArchiveFolder',
      summary: 'Archive: create folder',
      access: { kind: 'keys' },
    },
    {
      method: 'POST',
      path: '/archive/{archive_id}/upload-file',
      operationId: 'systemUploadArchiveFile',
      summary: 'Archive: Upload File',
      access: { kind: 'keys' },
    },
    {
      method: 'POST',
      path: '/archive/{archive_id}/upload-url',
      operationId: 'systemCreateArchiveUploadUrl',
      summary: 'Archive: Upload File (presigned URL for large files)',
      access: { kind: 'keys' },
    },
    {
      method: 'POST',
      path: '/archive/{archive_id}/complete-upload',
      operationId: 'systemCompleteArchiveUpload',
      summary: 'Archive: Upload File (complete a presigned upload)',
      access: { kind: 'keys' },
    },
    {
      method: 'GET',
      path: '/archive/{archive_id}/files/{file_id}/download',
      operationId: 'systemDownloadArchiveFile',
      summary: 'Archive: Download File',
      access: { kind: 'keys' },
    },
  ],
} as const satisfies ResourceModule;
