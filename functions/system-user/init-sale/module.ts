import { filePrefixes } from '../../../shared/files/file-prefixes';
import { declareModule } from '../../../shared/http/module';

/**
 * system-user/init-sale (sales-support area): one Lambda, turning a unit's accepted booking into a
 * sale. The six get-data parts preview what init sale will write (the unit and its booking, the
 * unit's record, the client and lead, the applicable discounts, the price for a chosen set); all
 * need `sales.sales.init` (sales roles).
 */
export const staffInitSaleModule = declareModule({
  surface: 'system-user',
  resource: 'init-sale',
  area: 'sales-support',
  grants: {
    table: 'readwrite',
    bucket: { read: [filePrefixes.projects, filePrefixes.icons, filePrefixes.clients] },
  },
  access: { kind: 'staff', ability: 'sales.sales.init' },
  abilities: {
    'sales.sales.init': 'Init sale: its get-data parts and the init sale itself.',
  },
});
