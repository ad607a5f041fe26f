import { filePrefixes } from '../../../shared/files/file-prefixes';
import { declareModule } from '../../../shared/http/module';

/**
 * system-user/saleable-details (area sales-support): one Lambda for a unit's tabs (main data,
 * lead/client, booking, discounts, sale, bank follow-up) and its Discount Store. Reads need
 * `sales.units.view`; the store names `crm.discounts.manage` and sends the discount to approval.
 * A unit's bookings, sale and clients are shown only within the caller's row scope.
 */
export const staffSaleableDetails = declareModule({
  surface: 'system-user',
  resource: 'saleable-details',
  area: 'sales-support',
  grants: {
    table: 'readwrite',
    bucket: { read: [filePrefixes.projects, filePrefixes.icons, filePrefixes.clients, filePrefixes.sales] },
  },
  access: { kind: 'staff', ability: 'sales.units.view' },
});
