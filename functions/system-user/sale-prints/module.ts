import { filePrefixes } from '../../../shared/files/file-prefixes';
import { declareModule } from '../../../shared/http/module';

/**
 * system-user/sale-prints (area sales-support/sales): the sale tab's prints (STAFF-DOMAIN 6.10,
 * shared/domain/sale-prints/README.md): follow form, booking, contract, an operation's voucher
 * and the refund statement, rendered by the print renderer function, stored in S3 and answered as
 * a short-lived URL. Every print needs `sales.sales.view`.
 */
export const staffSalePrints = declareModule({
  surface: 'system-user',
  resource: 'sale-prints',
  area: 'sales-support/sales',
  grants: {
    table: 'read',
    bucket: {
      read: [filePrefixes.projects, filePrefixes.clients, filePrefixes.company, filePrefixes.prints],
    },
    prints: true,
  },
  access: { kind: 'staff', ability: 'sales.sales.view' },
});
