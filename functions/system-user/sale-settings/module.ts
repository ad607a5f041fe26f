import { declareModule } from '../../../shared/http/module';

/**
 * system-user/sale-settings (area sales-support/sales): one Lambda for a sale's settings in its tab: earnest
 * money (orbon) status, first-home (tax-free) status, purchase method and bank stage, and the maintenance
 * period. Reads need `sales.sales.view`; changes `sales.sales.manage`; a sale outside the caller's row scope
 * answers 404.
 */
export const staffSaleSettings = declareModule({
  surface: 'system-user',
  resource: 'sale-settings',
  area: 'sales-support/sales',
  grants: { table: 'readwrite' },
  access: { kind: 'staff', ability: 'sales.sales.view' },
  abilities: {
    'sales.sales.view':
      'The sale tab: its form data, pay-operation data, deleted-sale preview and its prints.',
    'sales.sales.manage':
      "A sale's settings: orbon, tax-free, purchase method, bank stage, maintenance period, discount, striving, payment plan, contract to approval, files.",
  },
});
