import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { tableName } from '../../config/env';
import { dynamo } from '../../db/client';
import { listPage, loadEntities } from '../../db/entity-store';
import { attributeName, type Locale, type MessageKey, translate } from '../../i18n';
import type { StaffCaller } from '../callers/callers';
import { EMPLOYEE_PROFILE, monthlyWage, profileOfUser } from '../hr/employee-profiles';
import { riyadhDate } from '../hr/hr-calendar';
import { hrScopeFilters } from '../hr/hr-scope';
import { MAX_LOAN_INSTALLMENTS, maxLoanAmount, maxLoanInstallment } from '../hr/wages';
import type { PageRequest } from '../lists';
import { sarOfHalalas } from '../money';
import {
  DISBURSEMENT_METHODS,
  LOAN_STATUSES,
  type LoanStatus,
  openLoanKey,
  PAYROLL_LOAN,
  type PayrollLoanEntity,
  REPAYMENT_METHODS,
} from './payroll-loans';

const label = (locale: Locale, key: string) => translate(locale, key as MessageKey);

/** The wire record of loans: money in SAR, the employee by name. */
export async function loanRecords(loans: readonly PayrollLoanEntity[], locale: Locale) {
  const loaded = await loadEntities(loans.map((loan) => ({ type: EMPLOYEE_PROFILE, id: loan.employee_id })));
  return loans.map((loan) => {
    const profile = loaded.get(EMPLOYEE_PROFILE, loan.employee_id);
    return {
      id: loan.id,
      number: loan.number,
      employee_id: loan.employee_id,
      employee_name: profile ? (locale === 'ar' ? profile.name_ar : profile.name_en) : null,
      department_id: loan.department_id ?? null,
      amount: sarOfHalalas(loan.amount),
      reason: loan.reason,
      installments_count: loan.installments_count,
      monthly_installment: sarOfHalalas(loan.monthly_installment),
      start_month: loan.start_month,
      status: loan.status as LoanStatus,
      status_label: label(locale, `payroll_loans.status.${loan.status}`),
      acceptance_id: loan.acceptance_id ?? null,
      disbursed_at: loan.disbursed_at ?? null,
      disbursed_on: loan.disbursed_on ?? null,
      disbursement_method: loan.disbursement_method ?? null,
      disbursement_reference: loan.disbursement_reference ?? null,
      outstanding: sarOfHalalas(loan.outstanding),
      repaid: sarOfHalalas(loan.repaid),
      schedule: loan.schedule.map((entry) => ({
        month: entry.month,
        amount: sarOfHalalas(entry.amount),
        paid: sarOfHalalas(entry.paid),
        status: entry.status,
      })),
      closed_at: loan.closed_at ?? null,
      created_at: loan.created_at,
    };
  });
}

export async function loanRecord(loan: PayrollLoanEntity, locale: Locale) {
  return (await loanRecords([loan], locale))[0] as Awaited<ReturnType<typeof loanRecords>>[number];
}

export interface LoanFilters {
  status?: LoanStatus | undefined;
  employee_id?: number | undefined;
  /** `YYYY-MM`: loans whose first deduction falls in it. */
  month?: string | undefined;
}

/**
 * Hr: payroll loans index. The loans in the caller's `hr` row scope (an employee their own, a line
 * manager also their reports', HR and finance all), newest first, by status, employee and start month.
 */
export async function listLoans(
  caller: StaffCaller,
  options: PageRequest & { filters: LoanFilters; locale: Locale },
) {
  const scope = hrScopeFilters(caller);
  if (scope === null) return { items: [], total: 0 };
  const { month, ...filters } = options.filters;
  const page = await listPage(PAYROLL_LOAN, options.page, options.perPage, {
    filters: { ...filters, ...(month ? { start_month: month } : {}), ...scope },
  });
  return { items: await loanRecords(page.items, options.locale), total: page.total };
}

/** The index's filters: status, employee, month. */
export function loanFilters(locale: Locale) {
  return {
    filters: [
      {
        key: 'status',
        label: attributeName('status', locale),
        type: 'select' as const,
        options: LOAN_STATUSES.map((status) => ({
          value: status,
          label: label(locale, `payroll_loans.status.${status}`),
        })),
      },
      { key: 'employee_id', label: attributeName('employee_id', locale), type: 'text' as const, options: [] },
      { key: 'month', label: attributeName('month', locale), type: 'text' as const, options: [] },
    ],
  };
}

/** The open loan's id the employee's guard holds, or null. */
async function openLoanId(employeeId: number): Promise<number | null> {
  const { Item } = await dynamo.send(
    new GetCommand({ TableName: tableName(), Key: openLoanKey(employeeId), ConsistentRead: true }),
  );
  return Item ? Number(Item.loan_id) : null;
}

/**
 * Hr: payroll loans get-create-update-data. The caller's caps (the installment at most 10 % of the
 * monthly wage, the amount at most that × 24; 0 without an HR profile), their open loan if any, the
 * earliest start month (this Riyadh month) and the methods.
 */
export async function loanFormData(caller: StaffCaller, locale: Locale) {
  const [profile, openId] = await Promise.all([profileOfUser(caller.id), openLoanId(caller.id)]);
  const choices = (kind: string, values: readonly string[]) =>
    values.map((value) => ({ value, label: label(locale, `payroll_loans.${kind}.${value}`) }));
  return {
    monthly_wage: profile ? sarOfHalalas(monthlyWage(profile)) : null,
    max_installment: profile ? sarOfHalalas(maxLoanInstallment(profile)) : 0,
    max_installments: MAX_LOAN_INSTALLMENTS,
    max_amount: profile ? sarOfHalalas(maxLoanAmount(profile)) : 0,
    has_open_loan: openId !== null,
    open_loan_id: openId,
    earliest_start_month: riyadhDate(new Date()).slice(0, 7),
    disbursement_methods: choices('disbursement_method', DISBURSEMENT_METHODS),
    repayment_methods: choices('repayment_method', REPAYMENT_METHODS),
  };
}
