import { declareModule } from '../../../shared/http/module';

/**
 * system-user/hr-attendances (area hr): HR's attendance index over every employee (line managers:
 * their reports, through the `hr` row scope) and the manual records HR stores, corrects and deletes
 * with a reason (shared/domain/attendance/README.md). Declares `hr.attendance.manage`.
 */
export const staffHrAttendances = declareModule({
  surface: 'system-user',
  resource: 'hr-attendances',
  area: 'hr',
  grants: { table: 'readwrite' },
  access: { kind: 'staff', ability: 'hr.attendance.manage' },
  abilities: {
    'hr.attendance.manage':
      "Employees' attendance: the index and manual records, corrections and deletes with a reason (line managers: their reports; HR: everyone).",
  },
});
