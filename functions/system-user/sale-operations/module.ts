import { declareModule } from '../../../shared/http/module';

/**
 * system-user/sale-operations (area sales-support/sales): payments on a sale, the sale tab's operations
 * (STAFF-DOMAIN 6.2, shared/domain/sale-operations/README.md). Reads need `sales.sales.view`;
 * recording money `sales.payments.manage`.
 */
export const staffSaleOperations = declareModule({
  surface: 'system-user',
  resource: 'sale-operations',
  area: 'sales-support/sales',
  grants: { table: 'readwrite', paymentPage: true },
  access: { kind: 'staff', ability: 'sales.sales.view' },
  abilities: {
    'sales.payments.manage': 'Payments on a sale: pay, online payment, edit, delete, restore.',
    'sales.payments.force-delete': 'Remove a soft-deleted payment for good.',
  },
});
