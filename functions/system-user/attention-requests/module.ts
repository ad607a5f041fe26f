import { filePrefixes } from '../../../shared/files/file-prefixes';
import { declareModule } from '../../../shared/http/module';

/**
 * system-user/attention-requests (area crm): leads and their follow-ups, one Lambda. Reads need
 * `crm.leads.view`, writes `crm.leads.manage`; lists and records honour the caller's row scope.
 */
export const staffAttentionRequests = declareModule({
  surface: 'system-user',
  resource: 'attention-requests',
  area: 'crm',
  grants: {
    table: 'readwrite',
    bucket: { read: [filePrefixes.projects, filePrefixes.units, filePrefixes.clients] },
  },
  access: { kind: 'staff', ability: 'crm.leads.view' },
  abilities: {
    'crm.leads.view': 'Leads (attention requests): index, filters, show, form data, client search.',
    'crm.leads.manage': 'Leads: store, update, delete, follow-ups.',
  },
});
