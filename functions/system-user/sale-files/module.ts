import { filePrefixes } from '../../../shared/files/file-prefixes';
import { declareModule } from '../../../shared/http/module';

/**
 * system-user/sale-files (area sales-support/sales): documents filed on a sale (STAFF-DOMAIN 6.10,
 * shared/domain/sale-files/README.md): upload (multipart, up to the request limit) and soft delete,
 * with `sales.sales.manage`.
 */
export const staffSaleFiles = declareModule({
  surface: 'system-user',
  resource: 'sale-files',
  area: 'sales-support/sales',
  grants: { table: 'readwrite', bucket: { write: [filePrefixes.sales, filePrefixes.staging] } },
  access: { kind: 'staff', ability: 'sales.sales.manage' },
});
