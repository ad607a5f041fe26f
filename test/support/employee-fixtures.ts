import { randomUUID } from 'node:crypto';
import { createEntity } from '../../shared/db/entity-store';
import { EMPLOYEE_PROFILE, type EmployeeProfile } from '../../shared/domain/hr/employee-profiles';
import { crmStaff } from './crm-staff';

/**
 * A staff member of the test's own with an employee profile (stored under their id, as the seed's):
 * basic 8,000, housing 2,000, transport 800 SAR a month, and the names the letters print.
 */
export async function employeeOfOwn(abilities?: string[]) {
  const staff = await crmStaff(['employee'], { row_scope: 'own' }, abilities);
  const tag = randomUUID().slice(0, 6);
  const profile: EmployeeProfile = {
    user_id: staff.id,
    employee_no: `EMP-T${tag}`,
    name_ar: 'ريم عبدالله القحطاني',
    name_en: `Reem Alqahtani ${tag}`,
    national_id: '1090000555',
    national_id_expiry: '2030-01-01',
    nationality: 'Saudi',
    gender: 'female',
    ramadan_reduced_hours: true,
    department_id: 5,
    job_title: 'Accountant',
    manager_user_id: null,
    hire_date: '2021-04-04',
    probation_end: null,
    contract_type: 'unlimited',
    contract_end: null,
    work_site_id: 1,
    shift_id: 1,
    basic_salary: 800_000,
    housing_allowance: 200_000,
    transport_allowance: 80_000,
    gosi_number: null,
    gosi_registration_date: null,
    bank_name: 'Riyad Bank',
    iban: null,
    employment_status: 'active',
    termination_date: null,
    termination_reason: null,
  };
  await createEntity(EMPLOYEE_PROFILE, profile, {
    id: staff.id,
    uniques: [{ kind: 'EMPLOYEE_PROFILE_NO', field: 'employee_no', value: profile.employee_no }],
  });
  return { ...staff, profile };
}
