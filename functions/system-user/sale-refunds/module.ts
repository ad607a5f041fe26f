import { declareModule } from '../../../shared/http/module';

/**
 * system-user/sale-refunds (area sales-support/sales): full and partial refunds of a sale, the sale tab's
 * refund forms and requests (STAFF-DOMAIN 6.3, shared/domain/sale-refunds/README.md). Everything
 * needs `sales.refunds.manage`; finance approves a request through the approval engine.
 */
export const staffSaleRefunds = declareModule({
  surface: 'system-user',
  resource: 'sale-refunds',
  area: 'sales-support/sales',
  grants: { table: 'readwrite' },
  access: { kind: 'staff', ability: 'sales.refunds.manage' },
  abilities: {
    'sales.refunds.manage': 'Full and partial refunds: their form data and the requests (through approval).',
  },
});
