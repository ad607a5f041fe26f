import { declareModule } from '../../../shared/http/module';

/**
 * system-user/sale-removal (area sales-support/sales): deleting a sale (cancelled, kept) and removing a
 * cancelled one for good, with the preview (STAFF-DOMAIN 6.1, shared/domain/sale-removal/README.md).
 * The preview needs `sales.sales.view`, a delete `sales.sales.delete`, a force delete
 * `sales.payments.force-delete`.
 */
export const staffSaleRemoval = declareModule({
  surface: 'system-user',
  resource: 'sale-removal',
  area: 'sales-support/sales',
  grants: { table: 'readwrite' },
  access: { kind: 'staff', ability: 'sales.sales.view' },
  abilities: {
    'sales.sales.delete': 'Delete a sale with nothing paid, and restore it (sales managers).',
  },
});
