import { filePrefixes } from '../../../shared/files/file-prefixes';
import { declareModule } from '../../../shared/http/module';

/**
 * system-user/sale-repricing (area sales-support/sales): one Lambda for the changes of a sale's tab that
 * re-price the sale or re-plan what it owes: reschedule payments, discount, striving. Reads need
 * `sales.sales.view`, changes `sales.sales.manage`; a sale outside the caller's row scope answers 404.
 */
export const staffSaleRepricing = declareModule({
  surface: 'system-user',
  resource: 'sale-repricing',
  area: 'sales-support/sales',
  // The discounts' value-type icons are signed links.
  grants: { table: 'readwrite', bucket: { read: [filePrefixes.icons] } },
  access: { kind: 'staff', ability: 'sales.sales.view' },
});
