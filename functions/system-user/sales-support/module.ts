import { filePrefixes } from '../../../shared/files/file-prefixes';
import { declareModule } from '../../../shared/http/module';

/**
 * system-user/sales-support (area sales-support): the sales team's way in, one Lambda: the projects
 * with their available, booked and sold units, a project's units and leads, and the filters of
 * each. Every operation needs `sales.units.view`; units and projects are the company's inventory
 * (a `projects` scope sees its projects only), bookings, sales and leads follow the row scope.
 */
export const staffSalesSupport = declareModule({
  surface: 'system-user',
  resource: 'sales-support',
  area: 'sales-support',
  grants: {
    table: 'read',
    bucket: { read: [filePrefixes.projects, filePrefixes.units, filePrefixes.clients] },
  },
  access: { kind: 'staff', ability: 'sales.units.view' },
  abilities: {
    'sales.units.view':
      "Sales support: the projects index, a project's units and leads, a unit's tabs, their filters.",
  },
});
