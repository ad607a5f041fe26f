import { declareModule } from '../../../shared/http/module';

/** system-user/company: one Lambda, the company's own record. Its operations are the operation files of this folder. */
export const staffCompany = declareModule({
  surface: 'system-user',
  resource: 'company',
  grants: { table: 'read', bucket: 'read' },
  access: { kind: 'staff', ability: 'core.company.view' },
});
