import { type ModuleExamples, UPLOAD_EXAMPLE_CONTENT } from '../../../infra/openapi/request-examples';

/** A working request for each operation of system/archive, on the demo data of `npm start`. */
export const examples: ModuleExamples = {
  systemExploreArchive: { query: { per_page: '1' } },
  systemDownloadArchiveFile: { path: { archive_id: '1', file_id: '{created:systemUploadArchiveFile}' } },
  systemCompleteArchiveUpload: {
    path: { archive_id: '1' },
    body: { upload_id: '{created:systemCreateArchiveUploadUrl}' },
  },
  systemCreateArchiveFolder: { path: { archive_id: '1' }, body: { name: 'Maintenance invoices {unique}' } },
  systemUploadArchiveFile: {
    path: { archive_id: '1' },
    body: { name: 'inspection-{unique}.txt' },
    files: { file: ['events/files/leak-photo.txt'] },
  },
  systemCreateArchiveUploadUrl: {
    path: { archive_id: '1' },
    body: {
      name: 'lease-scan-{unique}.pdf',
      size: String(Buffer.byteLength(UPLOAD_EXAMPLE_CONTENT)),
      mime_type: 'application/pdf',
    },
  },
};
