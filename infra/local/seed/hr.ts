import { createEntity, findEntity } from '../../../shared/db/entity-store';
import { DEMO_DEPARTMENTS, DEPARTMENT } from '../../../shared/domain/hr/departments';
import {
  EMPLOYEE_PROFILE,
  type EmployeeProfile,
  type EmployeeProfileEntity,
} from '../../../shared/domain/hr/employee-profiles';
import {
  HEAD_OFFICE_SHIFT_ID,
  HEAD_OFFICE_SITE_ID,
  SITE_SHIFT_ID,
} from '../../../shared/domain/hr/hr-reference';
import { writeHrReference } from '../../../shared/domain/hr/hr-reference-writes';
import { USER } from '../../../shared/domain/users/users';
import type { SeededPeople } from './people';

/** A Saudi IBAN with its mod-97 check digits: `SA`, check, the bank's two digits, 18 digits. */
function saudiIban(bank: string, account: number): string {
  const bban = `${bank}${String(account).padStart(18, '0')}`;
  // S = 28, A = 10: the country letters as digits, then "00" in place of the check.
  const digits = `${bban}281000`;
  let rest = 0;
  for (const digit of digits) rest = (rest * 10 + Number(digit)) % 97;
  return `SA${String(98 - rest).padStart(2, '0')}${bban}`;
}

interface DemoEmployee {
  gender: 'male' | 'female';
  nationality: string;
  /** Monthly, SAR. */
  basic: number;
  hire: string;
  /** At a site: the site's shift and work site. */
  onSite?: boolean;
}

const sar = (amount: number) => amount * 100;

/**
 * Each demo role user's employment (STAFF-DOMAIN-2 2.6): the employee has over five years'
 * service (the 30-day annual leave), the warehouse keeper is not Saudi and not in Ramadan's
 * reduced hours, the site roles work the site's shift.
 */
const DEMO_EMPLOYEES: Record<string, DemoEmployee> = {
  employee: { gender: 'female', nationality: 'Saudi', basic: 6_000, hire: '2019-03-01' },
  sales_agent: { gender: 'male', nationality: 'Saudi', basic: 7_000, hire: '2023-02-12' },
  sales_manager: { gender: 'male', nationality: 'Saudi', basic: 14_000, hire: '2021-06-01' },
  sales_director: { gender: 'male', nationality: 'Saudi', basic: 22_000, hire: '2020-01-05' },
  collections_officer: { gender: 'male', nationality: 'Saudi', basic: 8_000, hire: '2022-09-18' },
  accountant: { gender: 'female', nationality: 'Saudi', basic: 9_500, hire: '2022-04-03' },
  finance_manager: { gender: 'male', nationality: 'Saudi', basic: 20_000, hire: '2020-08-16' },
  general_manager: { gender: 'male', nationality: 'Saudi', basic: 35_000, hire: '2018-01-07' },
  procurement_officer: { gender: 'male', nationality: 'Egyptian', basic: 8_500, hire: '2022-11-06' },
  procurement_manager: { gender: 'male', nationality: 'Saudi', basic: 16_000, hire: '2021-03-14' },
  project_manager: { gender: 'male', nationality: 'Saudi', basic: 18_000, hire: '2020-10-04', onSite: true },
  warehouse_keeper: { gender: 'male', nationality: 'Indian', basic: 5_500, hire: '2023-05-21', onSite: true },
  hr_officer: { gender: 'female', nationality: 'Saudi', basic: 9_000, hire: '2022-01-09' },
  hr_manager: { gender: 'male', nationality: 'Saudi', basic: 19_000, hire: '2019-11-03' },
  technician: { gender: 'male', nationality: 'Pakistani', basic: 5_000, hire: '2024-02-04', onSite: true },
  admin: { gender: 'male', nationality: 'Saudi', basic: 15_000, hire: '2021-01-03' },
};

const NON_MUSLIM_DEMO = new Set(['warehouse_keeper']);

/**
 * HR's reference data (the first deploy's step), the six demo departments and an employee profile for every demo role user,
 * stored under the user's id with the user's department and line manager. Answers the profiles by role.
 */
export async function seedHr(people: SeededPeople): Promise<Record<string, EmployeeProfileEntity>> {
  await writeHrReference();
  // The departments the demo users name (1 sales … 6 management), each headed by its demo manager.
  const heads = [
    'sales_manager',
    'finance_manager',
    'procurement_manager',
    'project_manager',
    'hr_manager',
    'general_manager',
  ];
  for (const [index, department] of DEMO_DEPARTMENTS.entries())
    await createEntity(
      DEPARTMENT,
      { ...department, manager_user_id: people.roleUsers[heads[index] as string]?.id ?? null },
      { id: index + 1 },
    );
  const profiles: Record<string, EmployeeProfileEntity> = {};
  // The demo staff user (the examples' caller) first, then one per role.
  const employees: Array<[string, DemoEmployee, number | undefined]> = [
    [
      'demo_staff',
      { gender: 'male', nationality: 'Saudi', basic: 16_000, hire: '2020-05-03' },
      people.users.staff.id,
    ],
    ...Object.entries(DEMO_EMPLOYEES).map(([role, demo]): [string, DemoEmployee, number | undefined] => [
      role,
      demo,
      people.roleUsers[role]?.id,
    ]),
  ];
  for (const [index, [role, demo, userId]] of employees.entries()) {
    const seeded = userId === undefined ? undefined : { id: userId };
    if (!seeded) continue;
    // The line manager was set after the user was made: read it back.
    const user = await findEntity(USER, seeded.id);
    if (!user) continue;
    const profile: EmployeeProfile = {
      user_id: user.id,
      employee_no: `EMP-${String(1000 + index)}`,
      name_en: user.name,
      name_ar: user.name,
      national_id: String(user.id_number ?? 1090000100 + index),
      national_id_expiry: '2030-01-01',
      nationality: demo.nationality,
      gender: demo.gender,
      ramadan_reduced_hours: !NON_MUSLIM_DEMO.has(role),
      department_id: user.department_id ?? null,
      job_title: user.job_title ?? role,
      manager_user_id: user.manager_user_id ?? null,
      hire_date: demo.hire,
      probation_end: null,
      contract_type: 'unlimited',
      contract_end: null,
      work_site_id: demo.onSite ? 2 : HEAD_OFFICE_SITE_ID,
      shift_id: demo.onSite ? SITE_SHIFT_ID : HEAD_OFFICE_SHIFT_ID,
      basic_salary: sar(demo.basic),
      housing_allowance: sar(demo.basic / 4),
      transport_allowance: sar(Math.round(demo.basic / 10)),
      gosi_number: String(400_000_000 + user.id),
      gosi_registration_date: demo.hire,
      bank_name: index % 2 === 0 ? 'Al Rajhi Bank' : 'Saudi National Bank',
      iban: saudiIban(index % 2 === 0 ? '80' : '10', 608_010_000 + user.id),
      employment_status: 'active',
      termination_date: null,
      termination_reason: null,
    };
    profiles[role] = await createEntity(EMPLOYEE_PROFILE, profile, {
      id: user.id,
      uniques: [{ kind: 'EMPLOYEE_PROFILE_NO', field: 'employee_no', value: profile.employee_no }],
    });
  }
  return profiles;
}

export type SeededHr = Awaited<ReturnType<typeof seedHr>>;
