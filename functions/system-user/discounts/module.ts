import { filePrefixes } from '../../../shared/files/file-prefixes';
import { declareModule } from '../../../shared/http/module';

/**
 * system-user/discounts (area crm): the staff app's discounts, on the Discount record the system
 * surface reads, within the caller's row scope. Reads need `crm.discounts.view`; store names
 * `crm.discounts.manage` and sends the discount to approval.
 */
export const staffDiscounts = declareModule({
  surface: 'system-user',
  resource: 'discounts',
  area: 'crm',
  grants: {
    table: 'readwrite',
    bucket: { read: [filePrefixes.projects, filePrefixes.icons, filePrefixes.clients] },
  },
  access: { kind: 'staff', ability: 'crm.discounts.view' },
  abilities: {
    'crm.discounts.view': 'Discounts: index, filters, show, form data.',
    'crm.discounts.manage': 'Discounts: store (each goes to approval).',
  },
});
