import { findEntity } from '../../db/entity-store';
import { type EntityOf, entityType } from '../../db/entity-type';

/** Where an employee stands with the company. */
export const EMPLOYMENT_STATUSES = ['active', 'suspended', 'terminated'] as const;
export type EmploymentStatus = (typeof EMPLOYMENT_STATUSES)[number];

export const CONTRACT_TYPES = ['unlimited', 'fixed_term', 'part_time'] as const;
export type ContractType = (typeof CONTRACT_TYPES)[number];

/**
 * A staff member's HR record (STAFF-DOMAIN-2 2.1), one per staff USER and stored under the user's
 * own id (`findEntity(EMPLOYEE_PROFILE, userId)`), so every HR record that names an employee by
 * user id reaches the profile in one key read. Money in halalas a month.
 */
export interface EmployeeProfile {
  user_id: number;
  /** `EMP-NNNN`, unique (marker `EMPLOYEE_PROFILE_NO`). */
  employee_no: string;
  name_ar: string;
  name_en: string;
  national_id: string;
  national_id_expiry: string | null;
  nationality: string;
  gender: 'male' | 'female';
  /** Ramadan's reduced day (6 h, Art 98) applies: Muslim workers. */
  ramadan_reduced_hours: boolean;
  department_id: number | null;
  job_title: string;
  manager_user_id: number | null;
  /** `YYYY-MM-DD`, Riyadh. */
  hire_date: string;
  probation_end: string | null;
  contract_type: ContractType;
  contract_end: string | null;
  work_site_id: number | null;
  shift_id: number | null;
  basic_salary: number;
  housing_allowance: number;
  transport_allowance: number;
  gosi_number: string | null;
  gosi_registration_date: string | null;
  bank_name: string | null;
  /**
   * Stored as the company's and the suppliers' IBANs are (an account number is no credential: it is
   * printed on every invoice), but answered in clear only to the employee and holders of
   * `hr.profiles.view-pay`: `maskedIban` everywhere else.
   */
  iban: string | null;
  employment_status: EmploymentStatus;
  termination_date: string | null;
  termination_reason: string | null;
}

/**
 * Employee profiles, keyed by their user's id, listed by user (a manager's team), department,
 * status, nationality and site.
 */
export const EMPLOYEE_PROFILE = entityType<EmployeeProfile>('EMPLOYEE_PROFILE', {
  lists: [['user_id'], ['department_id'], ['employment_status'], ['nationality'], ['work_site_id']],
});

export type EmployeeProfileEntity = EntityOf<typeof EMPLOYEE_PROFILE>;

/** The profile of a staff user, or undefined when the user has none (suppliers, partners). */
export const profileOfUser = (userId: number) => findEntity(EMPLOYEE_PROFILE, userId);

/** The monthly wage Art 92 and the loan cap measure: basic plus the fixed allowances (halalas). */
export const monthlyWage = (
  profile: Pick<EmployeeProfile, 'basic_salary' | 'housing_allowance' | 'transport_allowance'>,
) => profile.basic_salary + profile.housing_allowance + profile.transport_allowance;

/** An IBAN as a reader without `hr.profiles.view-pay` sees it: `SA** **** **** **** **** 1234`. */
export const maskedIban = (iban: string | null): string | null =>
  iban ? `${iban.slice(0, 2)}** **** **** **** **** ${iban.slice(-4)}` : null;

/**
 * Completed years of service on a Riyadh day (`YYYY-MM-DD`), as the annual-leave rule (30 days
 * after 5 continuous years, Art 109) and end of service count them.
 */
export function serviceYears(hireDate: string, onDay: string): number {
  const [hy, hm, hd] = hireDate.split('-').map(Number) as [number, number, number];
  const [y, m, d] = onDay.split('-').map(Number) as [number, number, number];
  let years = y - hy;
  if (m < hm || (m === hm && d < hd)) years -= 1;
  return Math.max(0, years);
}
