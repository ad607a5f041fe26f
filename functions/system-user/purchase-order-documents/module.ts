import { filePrefixes } from '../../../shared/files/file-prefixes';
import { declareModule } from '../../../shared/http/module';

/**
 * system-user/purchase-order-documents (area purchasing): the purchase order as the app previews and
 * shares it (STAFF-DOMAIN-2 1.6): its HTML, its variables and a PDF link. A module of its own so the
 * renderer and the bucket's prints are granted to this route only. Needs `purchasing.orders.view`
 * within the `purchasing` row scope (the order's project, else who made it).
 */
export const staffPurchaseOrderDocuments = declareModule({
  surface: 'system-user',
  resource: 'purchase-order-documents',
  area: 'purchasing',
  grants: {
    table: 'read',
    // The company's logo (the letterhead) is read; the PDF is signed for download.
    bucket: { read: [filePrefixes.company, filePrefixes.prints] },
    prints: true,
  },
  access: { kind: 'staff', ability: 'purchasing.orders.view' },
});
