import { filePrefixes } from '../../../shared/files/file-prefixes';
import { declareModule } from '../../../shared/http/module';

/**
 * system-user/leave-requests (area hr): every staff member asks for leave, rewrites or withdraws it
 * while pending, and cancels an approved leave not yet started (`hr.self.use`); line managers read
 * their team's; HR reads, withdraws and cancels anyone's (`hr.leaves.manage`). Decisions run only
 * through /acceptances (shared/domain/leave-requests/README.md).
 */
export const staffLeaveRequests = declareModule({
  surface: 'system-user',
  resource: 'leave-requests',
  area: 'hr',
  grants: { table: 'readwrite', bucket: { read: [filePrefixes.hr], write: [filePrefixes.hr] } },
  access: { kind: 'staff', ability: 'hr.self.use' },
  abilities: {
    'hr.leaves.manage': "Every employee's leave: read all, withdraw or cancel it (HR).",
  },
});
