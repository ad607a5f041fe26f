import { filePrefixes } from '../../../shared/files/file-prefixes';
import { declareModule } from '../../../shared/http/module';

/**
 * system-user/self-service (area hr): an employee's letters (salary certificate, salary transfer,
 * experience), bank account changes and document updates, decided by the HR officer through the
 * approval engine (shared/domain/self-service/). Every staff member uses it for their own requests
 * (`hr.self.use`); `hr.self-service.manage` (HR) reads everyone's. A letter is rendered by the print
 * engine on its first download after the approval, so the renderer, the prints and the letterhead
 * are granted here; the new IBAN of a bank change is encrypted as the profile's.
 */
export const staffSelfService = declareModule({
  surface: 'system-user',
  resource: 'self-service',
  area: 'hr',
  grants: {
    table: 'readwrite',
    fieldEncryption: true,
    prints: true,
    bucket: {
      read: [filePrefixes.company, filePrefixes.prints, filePrefixes.selfService],
      write: [filePrefixes.selfService],
    },
  },
  access: { kind: 'staff', ability: 'hr.self.use' },
  abilities: {
    'hr.self-service.manage':
      "Every employee's self-service requests and their letters (HR); decided through the approvals.",
  },
});
