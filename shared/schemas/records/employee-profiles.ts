import * as z from 'zod';
import { date, int, recordId, str } from '../fields';

const Named = z.strictObject({ id: z.number().int(), name: z.string() });

/** An employee profile's row in the index: no pay. */
export const EmployeeProfileRow = z.strictObject({
  id: recordId(),
  employee_no: z.string(),
  name: z.string(),
  job_title: z.string(),
  department: Named.nullable(),
  work_site: Named.nullable(),
  nationality: z.string(),
  manager_user_id: int(),
  hire_date: date(),
  employment_status: z.enum(['active', 'suspended', 'terminated']),
});

/**
 * An employee profile (its id is its staff user's id). `pay` is null and `iban` masked
 * (`SA** **** **** **** **** 1234`, `iban_masked: true`) unless the reader is the employee or holds
 * `hr.profiles.view-pay`. Money in SAR a month.
 */
export const EmployeeProfile = EmployeeProfileRow.extend({
  user_id: z.number().int(),
  name_ar: z.string(),
  name_en: z.string(),
  national_id: z.string(),
  national_id_expiry: date(),
  gender: z.enum(['male', 'female']),
  ramadan_reduced_hours: z.boolean(),
  manager: Named.nullable(),
  probation_end: date(),
  contract_type: z.enum(['unlimited', 'fixed_term', 'part_time']),
  contract_end: date(),
  service_years: z.number().int(),
  work_site: Named.extend({ radius_m: z.number() }).nullable(),
  shift: Named.extend({ start: z.string(), end: z.string() }).nullable(),
  pay: z
    .strictObject({
      basic_salary: z.number(),
      housing_allowance: z.number(),
      transport_allowance: z.number(),
      monthly_wage: z.number(),
    })
    .nullable(),
  gosi_number: str(),
  bank_name: str(),
  iban: str(),
  iban_masked: z.boolean(),
  termination_date: date(),
  leave_balances: z.array(
    z.strictObject({
      leave_type_id: z.number().int(),
      code: z.string(),
      name: z.string(),
      available_days: z.number(),
      reserved_days: z.number(),
      taken_days: z.number(),
    }),
  ),
});
