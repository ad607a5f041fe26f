import { declareModule } from '../../../shared/http/module';

/**
 * system-user/employee-profiles (area hr): every staff member's own profile, and the profiles HR
 * and line managers read (shared/domain/employee-profiles/, shared/domain/hr/README.md). Declares
 * `hr.self.use` (the brief's `hr.self`: the ability names need three parts), what every staff member holds for their own HR records across the HR modules.
 */
export const staffEmployeeProfiles = declareModule({
  surface: 'system-user',
  resource: 'employee-profiles',
  area: 'hr',
  grants: { table: 'read' },
  access: { kind: 'staff', ability: 'hr.profiles.view' },
  abilities: {
    'hr.self.use':
      'Their own HR records: attendance, leave, overtime, loans, letters and profile (every staff member).',
    'hr.profiles.view': 'Employee profiles: their reports (line managers) or everyone (HR), without pay.',
    'hr.profiles.view-pay': "Employee profiles' pay and IBAN in clear.",
  },
});
