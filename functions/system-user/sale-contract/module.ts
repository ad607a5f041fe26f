import { declareModule } from '../../../shared/http/module';

/**
 * system-user/sale-contract (area sales-support/sales): one Lambda for a sale's own status in its tab:
 * send its contract to approval (sales.sales.manage) and force it to emptying
 * (sales.sales.force-emptying), each through the approval engine. A sale outside the caller's row
 * scope answers 404.
 */
export const staffSaleContract = declareModule({
  surface: 'system-user',
  resource: 'sale-contract',
  area: 'sales-support/sales',
  grants: { table: 'readwrite' },
  access: { kind: 'staff', ability: 'sales.sales.view' },
  abilities: {
    'sales.sales.force-emptying': 'Force a sale to emptying with a balance outstanding (through approval).',
  },
});
