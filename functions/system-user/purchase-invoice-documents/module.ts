import { filePrefixes } from '../../../shared/files/file-prefixes';
import { declareModule } from '../../../shared/http/module';

/**
 * system-user/purchase-invoice-documents (area purchasing/purchase-invoices): the purchase invoice
 * voucher's print (STAFF-DOMAIN-2 1.6). A module of its own so the renderer and the bucket's prints
 * are granted to this route only. Needs `purchasing.invoices.view` within the `purchasing` row scope.
 */
export const staffPurchaseInvoiceDocuments = declareModule({
  surface: 'system-user',
  resource: 'purchase-invoice-documents',
  area: 'purchasing/purchase-invoices',
  grants: {
    table: 'read',
    // The company's logo (the letterhead) is read; the PDF is signed for download.
    bucket: { read: [filePrefixes.company, filePrefixes.prints] },
    prints: true,
  },
  access: { kind: 'staff', ability: 'purchasing.invoices.view' },
});
