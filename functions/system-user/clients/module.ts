import { filePrefixes } from '../../../shared/files/file-prefixes';
import { declareModule } from '../../../shared/http/module';

/**
 * system-user/clients (area crm): the staff app's clients, on the same Client record and rules as
 * system/clients, within the caller's row scope. Reads need `crm.clients.view`; writes name
 * `crm.clients.manage`.
 */
export const staffClients = declareModule({
  surface: 'system-user',
  resource: 'clients',
  area: 'crm',
  grants: { table: 'readwrite', bucket: { read: [filePrefixes.projects, filePrefixes.clients] } },
  access: { kind: 'staff', ability: 'crm.clients.view' },
  abilities: {
    'crm.clients.view': 'Clients: index, filters, form data.',
    'crm.clients.manage': 'Clients: store, update, delete.',
  },
});
