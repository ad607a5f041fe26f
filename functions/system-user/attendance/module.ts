import { declareModule } from '../../../shared/http/module';

/**
 * system-user/attendance (area hr): every staff member's own attendance: today, check-in inside
 * the work site's radius and check-out (each with `Idempotency-Key`), their month of records with
 * totals, and one record, theirs or (HR, line managers) one in their `hr` row scope
 * (shared/domain/attendance/README.md). HR's index and manual records: system-user/hr-attendances.
 */
export const staffAttendance = declareModule({
  surface: 'system-user',
  resource: 'attendance',
  area: 'hr',
  grants: { table: 'readwrite' },
  access: { kind: 'staff', ability: 'hr.self.use' },
});
