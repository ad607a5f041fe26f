import { randomUUID } from 'node:crypto';
import { createEntity } from '../../shared/db/entity-store';
import { EMPLOYEE_PROFILE, type EmployeeProfile } from '../../shared/domain/hr/employee-profiles';
import { crmStaff } from './crm-staff';

/**
 * An employee profile of the test's own for a staff user (stored under their id, as the seed's):
 * basic 10,000, housing 2,500, transport 1,000 SAR a month unless `fields` say otherwise.
 */
export async function profileFor(userId: number, fields: Partial<EmployeeProfile> = {}) {
  const tag = randomUUID().slice(0, 6);
  const profile: EmployeeProfile = {
    user_id: userId,
    employee_no: `EMP-T${userId}-${tag}`,
    name_ar: `موظف ${userId}`,
    name_en: `Employee ${userId}`,
    national_id: '1012345678',
    national_id_expiry: '2030-01-01',
    nationality: 'Saudi',
    gender: 'female',
    ramadan_reduced_hours: true,
    department_id: null,
    job_title: 'Analyst',
    manager_user_id: null,
    hire_date: '2021-02-01',
    probation_end: null,
    contract_type: 'unlimited',
    contract_end: null,
    work_site_id: 1,
    shift_id: 1,
    basic_salary: 1_000_000,
    housing_allowance: 250_000,
    transport_allowance: 100_000,
    gosi_number: null,
    gosi_registration_date: null,
    bank_name: null,
    iban: null,
    employment_status: 'active',
    termination_date: null,
    termination_reason: null,
    ...fields,
  };
  return createEntity(EMPLOYEE_PROFILE, profile, {
    id: userId,
    uniques: [{ kind: 'EMPLOYEE_PROFILE_NO', field: 'employee_no', value: profile.employee_no }],
  });
}

/**
 * A staff member of the test's own with an employee profile: basic 8,000, housing 2,000,
 * transport 800 SAR a month, and the names the letters print.
 */
export async function employeeOfOwn(abilities?: string[]) {
  const staff = await crmStaff(['employee'], { row_scope: 'own' }, abilities);
  const tag = randomUUID().slice(0, 6);
  const profile = await profileFor(staff.id, {
    name_ar: 'ريم عبدالله القحطاني',
    name_en: `Reem Alqahtani ${tag}`,
    national_id: '1090000555',
    department_id: 5,
    job_title: 'Accountant',
    hire_date: '2021-04-04',
    basic_salary: 800_000,
    housing_allowance: 200_000,
    transport_allowance: 80_000,
    bank_name: 'Riyad Bank',
  });
  return { ...staff, profile };
}
