import { filePrefixes } from '../../../shared/files/file-prefixes';
import { declareModule } from '../../../shared/http/module';

/**
 * system-user/purchase-orders (area purchasing): the purchase orders (index, filters, show) and
 * their payments (pay, edit or execute, form data), shared/domain/purchasing/README.md. Reads need
 * `purchasing.orders.view` within the caller's `purchasing` row scope (project or creator); a
 * payment is asked for with `purchasing.payments.request` and executed by finance with
 * `purchasing.payments.execute`.
 */
export const staffPurchaseOrders = declareModule({
  surface: 'system-user',
  resource: 'purchase-orders',
  area: 'purchasing',
  // The raise budget nested in a show names its project (a short-lived URL of its cover image);
  // payment receipts are stored under purchasing/.
  grants: {
    table: 'readwrite',
    bucket: { read: [filePrefixes.projects, filePrefixes.purchasing], write: [filePrefixes.purchasing] },
  },
  access: { kind: 'staff', ability: 'purchasing.orders.view' },
  abilities: {
    'purchasing.orders.view':
      'Purchase orders: index, filters, show, payment form data (row scope purchasing).',
    'purchasing.orders.manage': 'Compare offers and send orders: acceptance-compare-offer, send-order.',
    'purchasing.payments.request': 'Purchase order payments: pay, and edit a pending payment.',
    'purchasing.payments.execute':
      'Execute an approved purchase order payment (paid_at, reference, receipt).',
  },
});
