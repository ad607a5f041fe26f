import { filePrefixes } from '../../../shared/files/file-prefixes';
import { declareModule } from '../../../shared/http/module';

/**
 * system-user/leave-request-forms (area hr): the reads of leave: the index (own, team, or all for
 * HR), its filters and the form data (the types the caller may take with their balance today). A
 * read-only function beside system-user/leave-requests, which writes and declares
 * `hr.leaves.manage`; every operation needs `hr.self.use`.
 */
export const staffLeaveRequestForms = declareModule({
  surface: 'system-user',
  resource: 'leave-request-forms',
  area: 'hr',
  // Reads only: the attachments' download links are signed without a request to the bucket.
  grants: { table: 'read', bucket: { read: [filePrefixes.hr] } },
  access: { kind: 'staff', ability: 'hr.self.use' },
});
