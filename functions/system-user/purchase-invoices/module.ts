import { filePrefixes } from '../../../shared/files/file-prefixes';
import { declareModule } from '../../../shared/http/module';

/**
 * system-user/purchase-invoices (area purchasing/purchase-invoices): suppliers' and contractors'
 * invoices matched three ways (order, receipt, invoice) and approved (STAFF-DOMAIN-2 1.2-1.7;
 * shared/domain/purchase-invoices/README.md). Reads need `purchasing.invoices.view` within the
 * caller's `purchasing` row scope (the invoice's project, else who stored it); writes
 * `purchasing.invoices.manage`; approve and reject the engine's rules (`core.acceptances.decide`,
 * a current reviewer), a match exception `purchasing.invoices.approve-exception` too.
 */
export const staffPurchaseInvoices = declareModule({
  surface: 'system-user',
  resource: 'purchase-invoices',
  area: 'purchasing/purchase-invoices',
  // The supplier's invoice file (PDF/A-3 or XML) is stored under purchasing/ and signed for download.
  grants: {
    table: 'readwrite',
    bucket: { read: [filePrefixes.purchasing], write: [filePrefixes.purchasing] },
  },
  access: { kind: 'staff', ability: 'purchasing.invoices.view' },
  abilities: {
    'purchasing.invoices.view':
      'Purchase invoices: index, form data, milestones, invoice data, show, edit form data, preview entry, print (row scope purchasing).',
    'purchasing.invoices.manage':
      'Purchase invoices: store, update, delete, match, cancel a draft or rejected one.',
    'purchasing.invoices.approve-exception':
      'Approve a purchase invoice with a match exception (with a reason); cancel an approved one.',
  },
});
