import { randomUUID } from 'node:crypto';
import { abilitiesFor } from '../../shared/auth/abilities';
import { issueAccessToken } from '../../shared/auth/access-tokens';
import { createEntity } from '../../shared/db/entity-store';
import { EMPLOYEE_PROFILE, type EmployeeProfile } from '../../shared/domain/hr/employee-profiles';
import { HEAD_OFFICE_SHIFT_ID, HEAD_OFFICE_SITE_ID } from '../../shared/domain/hr/hr-reference';
import { freshDepartment, staffRecord } from './crm-staff';
import { profileFor } from './employee-fixtures';
import { keyHeaders } from './http';

/** The head office's point (work site 1, 150 m). */
export const HEAD_OFFICE = { lat: 24.6905, lng: 46.6855 };

/**
 * A staff member of the test's own with an employee profile at the head office (shift 1, site 1)
 * in a department of their own, and the headers of a token with `abilities` (default: the
 * `employee` role's). `fields` may set the user (roles, `report_ids`) and the profile.
 */
export async function ownEmployee(
  options: {
    abilities?: string[];
    user?: Record<string, unknown>;
    profile?: Partial<EmployeeProfile>;
    withProfile?: boolean;
  } = {},
) {
  const department = freshDepartment();
  const id = await staffRecord({
    name: `Att ${randomUUID().slice(0, 6)}`,
    roles: ['employee'],
    row_scope: 'own',
    department_id: department,
    ...options.user,
  });
  if (options.withProfile !== false)
    await profileFor(id, {
      name_ar: 'موظف اختبار',
      name_en: 'Test Employee',
      national_id: String(1_100_000_000 + id),
      gender: 'male',
      department_id: department,
      job_title: 'Tester',
      hire_date: '2020-01-01',
      work_site_id: HEAD_OFFICE_SITE_ID,
      shift_id: HEAD_OFFICE_SHIFT_ID,
      basic_salary: 600_000,
      housing_allowance: 150_000,
      transport_allowance: 60_000,
      ...options.profile,
    });
  const token = await issueAccessToken('user', id, options.abilities ?? abilitiesFor(['employee']));
  return { id, department, headers: keyHeaders({ Authorization: `Bearer ${token.plainText}` }) };
}
