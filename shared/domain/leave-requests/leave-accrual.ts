import { listPage } from '../../db/entity-store';
import { when } from '../../db/expressions';
import { keys } from '../../db/keys';
import { txPut } from '../../db/transaction-builder';
import { isConditionFailure, transact } from '../../db/transactions';
import { EMPLOYEE_PROFILE, type EmployeeProfile, serviceYears } from '../hr/employee-profiles';
import { riyadhDate } from '../hr/hr-calendar';
import { DEFAULT_LEAVE_TYPES, leaveTypeId } from '../hr/hr-reference';
import { ledgerMove } from '../leave/leave-ledger';

const PAGE = 100;
/** A run credits at most this many pages of profiles (5 000 employees). */
const MAX_PAGES = 50;

const annual = DEFAULT_LEAVE_TYPES.find((type) => type.code === 'annual');

/**
 * One month's share of annual leave on a Riyadh day: 21 days a year ÷ 12 = 1.75, or 30 ÷ 12 = 2.5
 * after five years' service (Art 109, `serviceYears` on that day).
 */
export function monthlyAccrual(profile: Pick<EmployeeProfile, 'hire_date'>, day: string): number {
  const yearly =
    serviceYears(profile.hire_date, day) >= 5
      ? (annual?.entitlement_days_after_5y ?? 30)
      : (annual?.entitlement_days ?? 21);
  return Math.round((yearly / 12) * 100) / 100;
}

/**
 * The accrual of one employee for one month (`YYYY-MM`): the ledger's `accrual` entry and the
 * balance moved, with a marker `UNIQUE#LEAVE_ACCRUAL#<employee>#<month>` put absent in the same
 * transaction, so a second run of the month credits nothing. Answers whether it credited.
 */
export async function accrueMonth(
  profile: Pick<EmployeeProfile, 'user_id' | 'department_id' | 'hire_date'>,
  month: string,
  at: string,
) {
  const day = `${month}-01`;
  const days = monthlyAccrual(profile, day);
  const items = [
    txPut(
      'accrual-marker',
      {
        ...keys.unique('LEAVE_ACCRUAL', `${profile.user_id}#${month}`),
        owner_type: 'EMPLOYEE_PROFILE',
        owner_id: profile.user_id,
      },
      { condition: when.itemAbsent() },
    ).item,
    ...(await ledgerMove(
      {
        employee_id: profile.user_id,
        department_id: profile.department_id,
        leave_type_id: leaveTypeId('annual'),
        kind: 'accrual',
        days,
        from_date: day,
        to_date: null,
        pay_pct: null,
        source_type: 'accrual_job',
        source_id: null,
      },
      at,
    )),
  ];
  try {
    await transact(items, () => new Error('accrued'));
    return true;
  } catch (error) {
    if (isConditionFailure(error) || (error as Error).message === 'accrued') return false;
    throw error;
  }
}

/**
 * The monthly accrual job (1st of the month, 00:30 Riyadh): every active employee hired by the
 * month's first day gets the month's share of annual leave, once per month (the marker). Returns
 * how many were credited.
 */
export async function accrueAnnualLeave(now: Date): Promise<number> {
  const month = riyadhDate(now).slice(0, 7);
  const at = now.toISOString();
  let credited = 0;
  for (let page = 1; page <= MAX_PAGES; page++) {
    const { items } = await listPage(EMPLOYEE_PROFILE, page, PAGE, {
      filters: { employment_status: 'active' },
    });
    for (const profile of items)
      if (profile.hire_date <= `${month}-01` && (await accrueMonth(profile, month, at))) credited += 1;
    if (items.length < PAGE) break;
  }
  return credited;
}
