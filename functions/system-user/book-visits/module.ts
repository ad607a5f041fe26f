import { filePrefixes } from '../../../shared/files/file-prefixes';
import { declareModule } from '../../../shared/http/module';

/**
 * system-user/book-visits (area crm): one Lambda. Its operations are the operation files of this
 * folder (each declares its route); the registry finds them, so adding one touches no list. Reads
 * need `crm.visits.view`, writes `crm.visits.manage`.
 */
export const staffBookVisits = declareModule({
  surface: 'system-user',
  resource: 'book-visits',
  area: 'crm',
  grants: { table: 'readwrite', bucket: { read: [filePrefixes.projects, filePrefixes.clients] } },
  access: { kind: 'staff', ability: 'crm.visits.view' },
  abilities: {
    'crm.visits.view': 'Visits: index, filters, form data, check upcoming.',
    'crm.visits.manage': 'Visits: book for a client or a lead, reschedule, cancel.',
  },
});
