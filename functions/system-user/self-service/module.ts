import { filePrefixes } from '../../../shared/files/file-prefixes';
import { declareModule } from '../../../shared/http/module';

/**
 * system-user/self-service (area hr): an employee's letters (salary certificate, salary transfer,
 * experience), bank account changes and document updates, decided by the HR officer through the
 * approval engine (shared/domain/self-service/). Every staff member uses it for their own requests
 * (`hr.self.use`); `hr.self-service.manage` (HR) reads everyone's. The new IBAN of a bank change is
 * answered masked, as the profile's. The letter's download is self-service-documents (the renderer's grant).
 */
export const staffSelfService = declareModule({
  surface: 'system-user',
  resource: 'self-service',
  area: 'hr',
  grants: {
    table: 'readwrite',
    // A document update's file, stored at its request and signed for download.
    bucket: { read: [filePrefixes.selfService], write: [filePrefixes.selfService] },
  },
  access: { kind: 'staff', ability: 'hr.self.use' },
  abilities: {
    'hr.self-service.manage':
      "Every employee's self-service requests and their letters (HR); decided through the approvals.",
  },
});
