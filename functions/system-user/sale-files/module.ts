import { declareModule } from '../../../shared/http/module';

/**
 * system-user/sale-files (area sales-support): documents filed on a sale (STAFF-DOMAIN 6.10,
 * shared/domain/sale-files/README.md): upload (multipart, up to the request limit) and soft delete,
 * with `sales.sales.manage`.
 */
export const staffSaleFiles = declareModule({
  surface: 'system-user',
  resource: 'sale-files',
  area: 'sales-support',
  grants: { table: 'readwrite', bucket: 'readwrite' },
  access: { kind: 'staff', ability: 'sales.sales.manage' },
});
