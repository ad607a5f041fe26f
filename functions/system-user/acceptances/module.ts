import { filePrefixes } from '../../../shared/files/file-prefixes';
import { declareModule } from '../../../shared/http/module';

/**
 * system-user/acceptances: one Lambda. Its operations are the operation files of this folder (each
 * declares its route); the registry finds them, so adding one touches no list.
 */
export const staffAcceptances = declareModule({
  surface: 'system-user',
  resource: 'acceptances',
  grants: { table: 'readwrite', bucket: { read: [filePrefixes.projects, filePrefixes.clients] } },
  access: { kind: 'staff', ability: 'core.acceptances.view' },
  abilities: {
    'core.acceptances.view': 'Approvals: index, show, form data, daily digest.',
    'core.acceptances.decide':
      'Approvals: accept, reject, accept all, refuse all (as a reviewer of the current step).',
    'core.acceptances.notify': 'Approvals: remind reviewers or copy people on an approval.',
  },
});
