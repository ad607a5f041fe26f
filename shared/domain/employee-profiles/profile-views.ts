import { findEntity, loadEntities } from '../../db/entity-store';
import { NotFoundError } from '../../errors';
import type { Locale } from '../../i18n';
import { holds, type StaffCaller } from '../callers/callers';
import { DEPARTMENT, departmentName } from '../hr/departments';
import {
  EMPLOYEE_PROFILE,
  type EmployeeProfileEntity,
  maskedIban,
  monthlyWage,
  serviceYears,
} from '../hr/employee-profiles';
import { riyadhDate } from '../hr/hr-calendar';
import { LEAVE_TYPE, SHIFT, WORK_SITE } from '../hr/hr-reference';
import { inHrScope } from '../hr/hr-scope';
import { leaveBalancesOf } from '../leave/leave-ledger';
import { sarOfHalalas } from '../money';
import { USER } from '../users/users';

const named = (record: { name_ar: string; name_en: string }, locale: Locale) =>
  locale === 'ar' ? record.name_ar : record.name_en;

/**
 * Whether a reader sees a profile's pay and IBAN in clear: the employee themself, or a holder of
 * `hr.profiles.view-pay`. Everyone else gets `pay: null` and the masked IBAN, in every answer.
 */
export const seesPay = (caller: StaffCaller, profile: EmployeeProfileEntity) =>
  profile.user_id === caller.id || holds(caller, 'hr.profiles.view-pay');

/** A profile's row in the index: who, where, and status; no pay. */
export async function profileRows(profiles: EmployeeProfileEntity[], locale: Locale) {
  const loaded = await loadEntities([
    ...profiles.flatMap((profile) =>
      profile.department_id ? [{ type: DEPARTMENT, id: profile.department_id }] : [],
    ),
    ...profiles.flatMap((profile) =>
      profile.work_site_id ? [{ type: WORK_SITE, id: profile.work_site_id }] : [],
    ),
  ]);
  return profiles.map((profile) => {
    const department = profile.department_id ? loaded.get(DEPARTMENT, profile.department_id) : undefined;
    const site = profile.work_site_id ? loaded.get(WORK_SITE, profile.work_site_id) : undefined;
    return {
      id: profile.id,
      employee_no: profile.employee_no,
      name: named(profile, locale),
      job_title: profile.job_title,
      department: department ? { id: department.id, name: departmentName(department, locale) } : null,
      work_site: site ? { id: site.id, name: named(site, locale) } : null,
      nationality: profile.nationality,
      manager_user_id: profile.manager_user_id,
      hire_date: profile.hire_date,
      employment_status: profile.employment_status,
    };
  });
}

/**
 * A profile as its reader may see it: identity, employment, shift and site, leave balances, and
 * the pay and clear IBAN only when `seesPay` (masked otherwise).
 */
export async function profileView(caller: StaffCaller, profile: EmployeeProfileEntity, locale: Locale) {
  const [row] = await profileRows([profile], locale);
  const [shift, manager, balances] = await Promise.all([
    profile.shift_id ? findEntity(SHIFT, profile.shift_id) : undefined,
    profile.manager_user_id ? findEntity(USER, profile.manager_user_id) : undefined,
    leaveBalancesOf(profile.user_id),
  ]);
  const types = await loadEntities(
    balances.map((balance) => ({ type: LEAVE_TYPE, id: balance.leave_type_id })),
  );
  const site = profile.work_site_id ? await findEntity(WORK_SITE, profile.work_site_id) : undefined;
  const withPay = seesPay(caller, profile);
  return {
    ...(row as NonNullable<typeof row>),
    user_id: profile.user_id,
    name_ar: profile.name_ar,
    name_en: profile.name_en,
    national_id: profile.national_id,
    national_id_expiry: profile.national_id_expiry,
    gender: profile.gender,
    ramadan_reduced_hours: profile.ramadan_reduced_hours,
    manager: manager ? { id: manager.id, name: manager.name } : null,
    probation_end: profile.probation_end,
    contract_type: profile.contract_type,
    contract_end: profile.contract_end,
    service_years: serviceYears(profile.hire_date, riyadhDate(new Date())),
    work_site: site ? { id: site.id, name: named(site, locale), radius_m: site.radius_m } : null,
    shift: shift ? { id: shift.id, name: named(shift, locale), start: shift.start, end: shift.end } : null,
    pay: withPay
      ? {
          basic_salary: sarOfHalalas(profile.basic_salary),
          housing_allowance: sarOfHalalas(profile.housing_allowance),
          transport_allowance: sarOfHalalas(profile.transport_allowance),
          monthly_wage: sarOfHalalas(monthlyWage(profile)),
        }
      : null,
    gosi_number: profile.gosi_number,
    bank_name: profile.bank_name,
    iban: withPay ? profile.iban : maskedIban(profile.iban),
    iban_masked: !withPay,
    termination_date: profile.termination_date,
    leave_balances: balances.flatMap((balance) => {
      const type = types.get(LEAVE_TYPE, balance.leave_type_id);
      return type
        ? [
            {
              leave_type_id: type.id,
              code: type.code,
              name: named(type, locale),
              available_days: balance.available_days,
              reserved_days: balance.reserved_days,
              taken_days: balance.taken_days,
            },
          ]
        : [];
    }),
  };
}

/** The caller's own profile, pay included; 404 for a staff user without one. */
export async function myProfile(caller: StaffCaller, locale: Locale) {
  const profile = await findEntity(EMPLOYEE_PROFILE, caller.id);
  if (!profile) throw new NotFoundError();
  return profileView(caller, profile, locale);
}

/** One profile in the caller's `hr` scope (their own, a report's, any for HR), else 404. */
export async function showProfile(caller: StaffCaller, id: number, locale: Locale) {
  const profile = await findEntity(EMPLOYEE_PROFILE, id);
  if (!profile || !inHrScope(caller, { employee_id: profile.user_id, department_id: profile.department_id }))
    throw new NotFoundError();
  return profileView(caller, profile, locale);
}
