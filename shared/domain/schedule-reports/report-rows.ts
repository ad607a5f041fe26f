import { loadEntities } from '../../db/entity-store';
import { listAcceptances } from '../acceptances/acceptance-queries';
import { monthTotals, recordsOfDays } from '../attendance/attendance-records';
import type { StaffCaller } from '../callers/callers';
import { listProfiles } from '../employee-profiles/list-profiles';
import { addDays, riyadhDate } from '../hr/hr-calendar';
import { LEAVE_TYPE } from '../hr/hr-reference';
import { hrScopeFilters } from '../hr/hr-scope';
import { leaveBalancesOf } from '../leave/leave-ledger';
import { listStaffOrders } from '../purchasing/staff-orders';
import { USER } from '../users/users';
import type { ReportTable } from './report-csv';
import type { Period, ReportKey } from './scheduled-reports';

/** One list page the report reads at a time, and the most rows a report carries (a mail, not an export). */
const PAGE = 100;
export const MAX_REPORT_ROWS = 2_000;

/** The Riyadh days a run covers: the period ending the day before the run (today is not over yet). */
export function periodDays(period: Period, runAt: Date): { from: string; to: string } {
  const today = riyadhDate(runAt);
  const yesterday = addDays(today, -1);
  switch (period) {
    case 'last_day':
      return { from: yesterday, to: yesterday };
    case 'last_7_days':
      return { from: addDays(today, -7), to: yesterday };
    case 'last_30_days':
      return { from: addDays(today, -30), to: yesterday };
    case 'month_to_date':
      return { from: `${today.slice(0, 8)}01`, to: today };
  }
}

/** Every page of a domain's own list (its row scope applied by it), up to the report's bound. */
async function allPages<T>(read: (page: number) => Promise<{ items: T[]; total: number }>): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; rows.length < MAX_REPORT_ROWS; page++) {
    const { items, total } = await read(page);
    rows.push(...items);
    if (items.length < PAGE || page * PAGE >= total) break;
  }
  return rows.slice(0, MAX_REPORT_ROWS);
}

/** Both languages in a header, so an Arabic and an English reader both read the file. */
const header = (ar: string, en: string) => `${ar} (${en})`;
const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

/**
 * Attendance of the period per employee in the owner's `hr` scope (their own, their reports', all
 * for HR): the days by status and the minutes, from the attendance list ordered by work day.
 */
async function attendanceSummary(owner: StaffCaller, period: Period, runAt: Date): Promise<ReportTable> {
  const scope = hrScopeFilters(owner);
  const { from, to } = periodDays(period, runAt);
  const records = scope
    ? await allPages((page) => recordsOfDays(scope as Record<string, number>, from, to, page, PAGE))
    : [];
  const byEmployee = new Map<number, typeof records>();
  for (const record of records)
    byEmployee.set(record.employee_id, [...(byEmployee.get(record.employee_id) ?? []), record]);
  const users = await loadEntities([...byEmployee.keys()].map((id) => ({ type: USER, id })));
  return {
    columns: [
      header('الموظف', 'Employee'),
      header('من', 'From'),
      header('إلى', 'To'),
      header('حضور', 'Present'),
      header('تأخير', 'Late'),
      header('غياب', 'Absent'),
      header('إجازة', 'On leave'),
      header('دقائق التأخير', 'Late minutes'),
      header('ساعات العمل', 'Worked hours'),
      header('دقائق إضافية', 'Overtime minutes'),
    ],
    rows: [...byEmployee.entries()]
      .sort(([a], [b]) => a - b)
      .map(([employeeId, days]) => {
        const totals = monthTotals(days);
        return [
          users.get(USER, employeeId)?.name ?? `#${employeeId}`,
          from,
          to,
          text(totals.present),
          text(totals.late),
          text(totals.absent),
          text(totals.leave_days),
          text(totals.late_min),
          (totals.worked_min / 60).toFixed(2),
          text(totals.overtime_min),
        ];
      }),
  };
}

/** Each leave balance of each profile in the owner's `hr` scope (the profiles' own index), as of the run. */
async function leaveBalances(owner: StaffCaller): Promise<ReportTable> {
  const profiles = await allPages((page) =>
    listProfiles(owner, { page, perPage: PAGE, filters: {}, locale: 'ar' }),
  );
  const balances = (
    await Promise.all(profiles.map(async (profile) => ({ profile, rows: await leaveBalancesOf(profile.id) })))
  ).flatMap(({ profile, rows }) => rows.map((balance) => ({ profile, balance })));
  const types = await loadEntities(
    [...new Set(balances.map(({ balance }) => balance.leave_type_id))].map((id) => ({
      type: LEAVE_TYPE,
      id,
    })),
  );
  return {
    columns: [
      header('الرقم الوظيفي', 'Employee no.'),
      header('الموظف', 'Employee'),
      header('نوع الإجازة', 'Leave type'),
      header('الرصيد', 'Balance days'),
      header('محجوز', 'Reserved days'),
      header('المتاح', 'Available days'),
      header('المأخوذ', 'Taken days'),
    ],
    rows: balances.map(({ profile, balance }) => {
      const type = types.get(LEAVE_TYPE, balance.leave_type_id);
      return [
        text(profile.employee_no),
        profile.name,
        type ? `${type.name_ar} / ${type.name_en}` : `#${balance.leave_type_id}`,
        text(balance.ledger_days),
        text(balance.reserved_days),
        text(balance.available_days),
        text(balance.taken_days),
      ];
    }),
  };
}

/** The approvals waiting for the owner (their acceptances inbox, the `to_me` tab), as of the run. */
async function pendingAcceptances(owner: StaffCaller): Promise<ReportTable> {
  const rows = await allPages((page) =>
    listAcceptances(owner, 'ar', { page, perPage: PAGE, filters: { tab: 'to_me' } }),
  );
  return {
    columns: [
      header('رقم الموافقة', 'Approval'),
      header('النوع', 'Type'),
      header('العنوان', 'Title'),
      header('المبلغ', 'Amount'),
      header('طلبها', 'Requested by'),
      header('تاريخ الطلب', 'Requested at'),
      header('الموعد', 'Due at'),
    ],
    rows: rows.map((row) => [
      text(row.id),
      row.approvable_type,
      text(row.title),
      text(row.amount),
      text(row.requestedBy?.name),
      text(row.requested_at),
      text(row.due_at),
    ]),
  };
}

/** Orders still to be received, in the owner's `purchasing` scope (the staff index): issued, on hold, partly received. */
const OPEN_ORDER_STATUSES = ['issued', 'on_hold', 'partially_received'] as const;

async function openPurchaseOrders(owner: StaffCaller): Promise<ReportTable> {
  const orders = (
    await Promise.all(
      OPEN_ORDER_STATUSES.map((status) =>
        allPages((page) => listStaffOrders(owner, { page, perPage: PAGE, filters: { status } })),
      ),
    )
  ).flat();
  return {
    columns: [
      header('رقم الأمر', 'Order'),
      header('العنوان', 'Title'),
      header('الحالة', 'Status'),
      header('الاستلام', 'Receipt'),
      header('المورد', 'Supplier'),
      header('الإجمالي ريال', 'Total SAR'),
      header('المدفوع ريال', 'Paid SAR'),
      header('تاريخ الإنشاء', 'Created at'),
    ],
    rows: orders.map((order) => [
      text(order.number ?? order.id),
      text(order.title),
      order.status,
      order.receipt_status,
      text(order.supplier?.name),
      Number(order.total).toFixed(2),
      Number(order.payments_paid).toFixed(2),
      order.created_at,
    ]),
  };
}

/** The reports a run can build, each read through its domain's own list with the owner's row scope. */
export const BUILT_REPORTS = [
  'attendance_summary',
  'leave_balances',
  'pending_acceptances',
  'open_purchase_orders',
] as const satisfies readonly ReportKey[];

/** The table of one run of a report, read as its owner may see it. */
export function reportTable(
  key: (typeof BUILT_REPORTS)[number],
  owner: StaffCaller,
  period: Period,
  runAt: Date,
): Promise<ReportTable> {
  switch (key) {
    case 'attendance_summary':
      return attendanceSummary(owner, period, runAt);
    case 'leave_balances':
      return leaveBalances(owner);
    case 'pending_acceptances':
      return pendingAcceptances(owner);
    case 'open_purchase_orders':
      return openPurchaseOrders(owner);
  }
}
