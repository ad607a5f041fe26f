import { declareModule } from '../../../shared/http/module';

/**
 * system-user/overtime-requests (area hr): overtime asked by the employee for themself or by a
 * line manager for a report, approved by the employee's line manager through the engine (pay, or
 * compensatory time off credited to the leave ledger). Every staff member uses it with
 * `hr.self.use`; declares `hr.overtime.decide` (shared/domain/overtime-requests/README.md).
 */
export const staffOvertimeRequests = declareModule({
  surface: 'system-user',
  resource: 'overtime-requests',
  area: 'hr',
  grants: { table: 'readwrite' },
  access: { kind: 'staff', ability: 'hr.self.use' },
  abilities: {
    'hr.overtime.decide':
      "Every employee's overtime: read its approvals; decide them where the engine makes HR the reviewer (line managers decide their reports' as the engine's reviewer).",
  },
});
