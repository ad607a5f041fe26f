import { declareModule } from '../../../shared/http/module';

/**
 * system-user/payroll-loans (area hr/payroll-loans): an employee's payroll loan asked, approved by
 * the line manager, the HR manager and the finance manager, disbursed by finance and repaid until
 * closed (shared/domain/payroll-loans/README.md). Employees act on their own with `hr.self.use`
 * (declared by employee-profiles); the `hr` row scope says whose loans a caller reads.
 */
export const staffPayrollLoans = declareModule({
  surface: 'system-user',
  resource: 'payroll-loans',
  area: 'hr/payroll-loans',
  grants: { table: 'readwrite' },
  access: { kind: 'staff', ability: 'hr.self.use' },
  abilities: {
    'hr.loans.manage': "Every employee's payroll loans: read them and record repayments (HR).",
    'hr.loans.disburse': 'Pay approved payroll loans out (finance).',
  },
});
