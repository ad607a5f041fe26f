import { filePrefixes } from '../../../shared/files/file-prefixes';
import { declareModule } from '../../../shared/http/module';

/**
 * system-user/self-service-documents (area hr): a completed self-service letter's download
 * (shared/domain/self-service/README.md). A module of its own, as the purchase invoice's print, so
 * the print renderer and the bucket's prints are granted to this route only: the letter is rendered
 * on its first download after the approval. Owner or HR (`hr.self-service.manage`) only.
 */
export const staffSelfServiceDocuments = declareModule({
  surface: 'system-user',
  resource: 'self-service-documents',
  area: 'hr',
  grants: {
    // The letter's key is recorded on its request once rendered.
    table: 'readwrite',
    // The company's logo (the letterhead) is read; the PDF is signed for download.
    bucket: { read: [filePrefixes.company, filePrefixes.prints] },
    prints: true,
  },
  access: { kind: 'staff', ability: 'hr.self.use' },
});
