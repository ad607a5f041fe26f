import { listPage, loadEntities } from '../../db/entity-store';
import { ForbiddenError } from '../../errors';
import { downloadableFiles } from '../../files/files';
import { attributeName, type Locale, type MessageKey, translate } from '../../i18n';
import { holds, type StaffCaller, scopeOf } from '../callers/callers';
import { profileOfUser, serviceYears } from '../hr/employee-profiles';
import { riyadhDate } from '../hr/hr-calendar';
import { DEFAULT_LEAVE_TYPES, LEAVE_TYPE, type LeaveTypeEntity, leaveTypeId } from '../hr/hr-reference';
import { leaveBalancesOf } from '../leave/leave-ledger';
import type { PageRequest } from '../lists';
import { USER } from '../users/users';
import { hajjTaken, sickDaysHeld } from './leave-holds';
import { LEAVE_REQUEST, LEAVE_STATUSES, type LeaveRequestEntity } from './leave-requests';
import { nextSickTier, serviceYearStart, sickYearDays, spanDays } from './leave-rules';

const named = (record: { name_ar: string; name_en: string }, locale: Locale) =>
  locale === 'ar' ? record.name_ar : record.name_en;

const statusText = (status: string, locale: Locale) =>
  translate(locale, `leave_requests.status.${status}` as MessageKey);

/** The wire record of a leave: who, which type, the dates and days, the pay split, what the caller may do. */
export async function leaveRequestRecords(caller: StaffCaller, leaves: LeaveRequestEntity[], locale: Locale) {
  const loaded = await loadEntities([
    ...leaves.map((leave) => ({ type: USER, id: leave.employee_id })),
    ...leaves.map((leave) => ({ type: LEAVE_TYPE, id: leave.leave_type_id })),
  ]);
  const today = riyadhDate(new Date());
  return Promise.all(
    leaves.map(async (leave) => {
      const employee = loaded.get(USER, leave.employee_id);
      const type = loaded.get(LEAVE_TYPE, leave.leave_type_id);
      const own = leave.employee_id === caller.id;
      const pending = leave.status === 'pending_acceptance';
      return {
        id: leave.id,
        employee: employee ? { id: employee.id, name: employee.name } : null,
        department_id: leave.department_id ?? null,
        leave_type: type
          ? { id: type.id, code: type.code, name: named(type, locale), counts: type.counts }
          : null,
        from_date: leave.from_date,
        to_date: leave.to_date,
        half_day: leave.half_day,
        days: leave.days,
        reason: leave.reason ?? null,
        attachments: await downloadableFiles(leave.attachments ?? []),
        status: leave.status as (typeof LEAVE_STATUSES)[number],
        status_text: statusText(leave.status, locale),
        acceptance_id: leave.acceptance_id ?? null,
        balance_before: leave.balance_before ?? null,
        pay_breakdown: leave.pay_breakdown,
        can_update: own && pending,
        can_withdraw: pending && (own || holds(caller, 'hr.leaves.manage')),
        can_cancel:
          leave.status === 'approved' &&
          leave.from_date > today &&
          (own || holds(caller, 'hr.leaves.manage')),
        decided_at: leave.decided_at ?? null,
        created_at: leave.created_at,
      };
    }),
  );
}

export const LEAVE_LIST_SCOPES = ['own', 'team', 'all'] as const;

export interface LeaveListOptions extends PageRequest {
  scope?: (typeof LEAVE_LIST_SCOPES)[number] | undefined;
  status?: string | undefined;
  leave_type_id?: number | undefined;
  employee_id?: number | undefined;
  date_from?: string | undefined;
  date_to?: string | undefined;
}

/** The most leaves a date-range filter reads of its list before slicing the page (as invoices' due dates). */
const DATED_READ = 500;

/**
 * Hr leave requests: index. `scope=own` (default) the caller's leaves; `team` theirs and their
 * reports' (every member's `hr` scope covers it); `all` every employee's, for HR (`hr.leaves.manage`
 * with an `all` hr scope; 403 otherwise). `employee_id` narrows within the scope (outside: empty),
 * `status` and `leave_type_id` filter, `date_from`/`date_to` keep the leaves overlapping the days.
 */
export async function listLeaveRequests(caller: StaffCaller, options: LeaveListOptions, locale: Locale) {
  const scope = options.scope ?? 'own';
  if (scope === 'all' && !(holds(caller, 'hr.leaves.manage') && scopeOf(caller, 'hr') === 'all'))
    throw new ForbiddenError('leave_requests.scope_all');
  const reach = scope === 'own' ? [caller.id] : scope === 'team' ? [caller.id, ...caller.report_ids] : null;
  if (options.employee_id !== undefined && reach && !reach.includes(options.employee_id))
    return { items: [], total: 0 };
  const employee = options.employee_id ?? (reach && reach.length === 1 ? reach[0] : (reach ?? undefined));
  const dated = options.date_from !== undefined || options.date_to !== undefined;
  const { items, total } = await listPage(
    LEAVE_REQUEST,
    dated ? 1 : options.page,
    dated ? DATED_READ : options.perPage,
    {
      filters: { employee_id: employee, status: options.status, leave_type_id: options.leave_type_id },
    },
  );
  const kept = dated
    ? items.filter(
        (leave) =>
          (options.date_to === undefined || leave.from_date <= options.date_to) &&
          (options.date_from === undefined || leave.to_date >= options.date_from),
      )
    : items;
  const page = dated
    ? kept.slice((options.page - 1) * options.perPage, options.page * options.perPage)
    : kept;
  return { items: await leaveRequestRecords(caller, page, locale), total: dated ? kept.length : total };
}

/** Hr leave requests: index get filters. */
export function leaveRequestFilters(caller: StaffCaller, locale: Locale) {
  const scopes = LEAVE_LIST_SCOPES.filter(
    (scope) => scope !== 'all' || (holds(caller, 'hr.leaves.manage') && scopeOf(caller, 'hr') === 'all'),
  );
  return {
    filters: [
      {
        key: 'scope',
        label: attributeName('scope', locale),
        type: 'select',
        options: scopes.map((value) => ({
          value,
          label: translate(locale, `leave_requests.scope.${value}` as MessageKey),
        })),
      },
      {
        key: 'status',
        label: attributeName('status', locale),
        type: 'select',
        options: LEAVE_STATUSES.map((value) => ({ value, label: statusText(value, locale) })),
      },
      {
        key: 'leave_type_id',
        label: attributeName('leave_type_id', locale),
        type: 'select',
        options: DEFAULT_LEAVE_TYPES.map((type) => ({
          value: String(leaveTypeId(type.code)),
          label: named(type, locale),
        })),
      },
      { key: 'employee_id', label: attributeName('employee_id', locale), type: 'text', options: [] },
      { key: 'date', label: attributeName('date_from', locale), type: 'date_range', options: [] },
    ],
  };
}

/**
 * Hr leave requests: get form data. The leave types the caller may take (their gender; the service
 * each needs; Hajj not yet taken) with what they have today: the ledger balance (annual, comp-off),
 * the event's days, or sick leave's days left this service year and the pay tier the next sick day
 * falls in; whether an attachment is needed, and how the days are counted.
 */
export async function leaveFormData(caller: StaffCaller, locale: Locale) {
  const profile = await profileOfUser(caller.id);
  const today = riyadhDate(new Date());
  const typeIds = DEFAULT_LEAVE_TYPES.map((type) => leaveTypeId(type.code));
  const loaded = await loadEntities(typeIds.map((id) => ({ type: LEAVE_TYPE, id })));
  const types = loaded.list(LEAVE_TYPE, typeIds) as LeaveTypeEntity[];
  if (!profile) return { employee_id: caller.id, service_years: null, leave_types: [] };
  const [balances, hajj] = await Promise.all([leaveBalancesOf(profile.user_id), hajjTaken(profile.user_id)]);
  const sickYear = serviceYearStart(profile.hire_date, today);
  const sickHeld = await sickDaysHeld(profile.user_id, sickYear);
  const served = spanDays(profile.hire_date, today) - 1;
  return {
    employee_id: profile.user_id,
    service_years: serviceYears(profile.hire_date, today),
    leave_types: types
      .filter((type) => !type.gender || type.gender === profile.gender)
      .map((type) => {
        const balance = balances.find((entry) => entry.leave_type_id === type.id);
        const sick = type.pay_tiers.length > 0;
        const tier = sick ? nextSickTier(type.pay_tiers, sickHeld) : null;
        const eligible = served >= type.applicable_after_days && !(type.once_per_service && hajj);
        return {
          id: type.id,
          code: type.code,
          name: named(type, locale),
          counts: type.counts,
          uses_balance: type.uses_balance,
          available_days: type.uses_balance
            ? (balance?.available_days ?? 0)
            : sick
              ? Math.max(0, sickYearDays(type.pay_tiers) - sickHeld)
              : type.entitlement_days,
          reserved_days: type.uses_balance ? (balance?.reserved_days ?? 0) : null,
          taken_days: type.uses_balance ? (balance?.taken_days ?? 0) : sick ? sickHeld : null,
          allow_negative: type.allow_negative,
          max_continuous_days: type.max_continuous_days,
          requires_attachment: type.requires_attachment,
          eligible,
          pay_pct: sick ? tier : type.pay_pct,
          pay_note: sick
            ? translate(locale, 'leave_requests.sick_tier_note', {
                held: String(sickHeld),
                pct: String(tier ?? 0),
              })
            : null,
        };
      }),
  };
}
