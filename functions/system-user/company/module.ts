import { filePrefixes } from '../../../shared/files/file-prefixes';
import { declareModule } from '../../../shared/http/module';

/** system-user/company: one Lambda, the company's own record. Its operations are the operation files of this folder. */
export const staffCompany = declareModule({
  surface: 'system-user',
  resource: 'company',
  grants: { table: 'read', bucket: { read: [filePrefixes.company] } },
  access: { kind: 'staff', ability: 'core.company.view' },
  abilities: {
    'core.company.view': "The company's own data (names, registration, bank accounts).",
  },
});
