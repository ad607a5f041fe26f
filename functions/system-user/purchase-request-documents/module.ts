import { filePrefixes } from '../../../shared/files/file-prefixes';
import { declareModule } from '../../../shared/http/module';

/**
 * system-user/purchase-request-documents (area purchasing/purchase-requests): what a request
 * prints and sends (STAFF-DOMAIN-2 1.6): its print, the requests for quotation e-mailed to
 * suppliers with their PDF attached, and the suppliers invited. A module of its own so the
 * renderer and the bucket's prints are granted to these routes only (the request's other routes
 * keep their own grants). Reads need `purchasing.requests.view` within the `purchasing` row scope;
 * send-mail needs `purchasing.requests.manage`.
 */
export const staffPurchaseRequestDocuments = declareModule({
  surface: 'system-user',
  resource: 'purchase-request-documents',
  area: 'purchasing/purchase-requests',
  grants: {
    table: 'readwrite',
    // The company's logo (the letterhead) is read; the PDFs are signed for download.
    bucket: { read: [filePrefixes.company, filePrefixes.prints] },
    prints: true,
  },
  access: { kind: 'staff', ability: 'purchasing.requests.view' },
});
