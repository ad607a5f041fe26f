import { type EmployeeProfile, monthlyWage } from './employee-profiles';

/**
 * Pay arithmetic of the Saudi rules (STAFF-DOMAIN-2 2.2, 2.3), in halalas. An hourly rate is the
 * monthly figure ÷ 30 ÷ 8 (the [D] of 2.3).
 */
type Pay = Pick<EmployeeProfile, 'basic_salary' | 'housing_allowance' | 'transport_allowance'>;

const HOURS_A_MONTH = 30 * 8;

/** The gross hourly wage (basic and fixed allowances). */
export const grossHourly = (profile: Pay): number => monthlyWage(profile) / HOURS_A_MONTH;

/** The basic hourly wage. */
export const basicHourly = (profile: Pay): number => profile.basic_salary / HOURS_A_MONTH;

/** Art 107: each overtime hour paid as the hourly wage plus half the basic hourly wage, rounded half-up. */
export const overtimeAmount = (profile: Pay, minutes: number): number =>
  Math.round((minutes / 60) * (grossHourly(profile) + 0.5 * basicHourly(profile)));

/** Art 92: a loan installment at most 10 % of the monthly wage (rounded down to the halala). */
export const maxLoanInstallment = (profile: Pay): number => Math.floor(monthlyWage(profile) / 10);

/** At most 24 installments (2.3 [D]). */
export const MAX_LOAN_INSTALLMENTS = 24;

/** The largest loan the rules allow: the cap installment over the longest schedule. */
export const maxLoanAmount = (profile: Pay): number => maxLoanInstallment(profile) * MAX_LOAN_INSTALLMENTS;
