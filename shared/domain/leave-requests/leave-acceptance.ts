import { findEntity, getEntity } from '../../db/entity-store';
import type { TransactItem } from '../../db/transactions';
import {
  type AcceptancePolicy,
  type ApprovableSubject,
  type ApprovableType,
  approvableSubject,
  type DecisionContext,
} from '../acceptances/approvable-types';
import { addDays, riyadhMoment } from '../hr/hr-calendar';
import { takeReservedLeave } from '../leave/leave-ledger';
import { prepareTransition } from '../lifecycle/apply-transition';
import type { Actor } from '../lifecycle/lifecycle';
import { holdsOf } from './leave-hold-of';
import { approvedDayMarks, holdMoves } from './leave-holds';
import {
  LEAVE_APPROVABLE,
  LEAVE_RECORD_NAME,
  LEAVE_REQUEST,
  LEAVE_SCOPE,
  type LeaveRequest,
  type LeaveRequestEntity,
  leaveLifecycle,
} from './leave-requests';

/** Leaves longer than this many days, and unpaid ones, also go to an HR officer (STAFF-DOMAIN 1.6). */
export const MANAGER_ONLY_MAX_DAYS = 5;

/** The policies' sub-type of a leave: `hr_step` when HR also decides it. */
export const leaveSubtype = (leave: Pick<LeaveRequest, 'days' | 'leave_type_code'>) =>
  leave.leave_type_code === 'unpaid' || leave.days > MANAGER_ONLY_MAX_DAYS ? 'hr_step' : 'manager_only';

const manager = {
  name: 'Line manager',
  reviewer: { kind: 'relation', relation: 'requester_manager' },
} as const;

/** The requester's line manager; then an HR officer for long or unpaid leave [A Odoo "both"]. */
export const LEAVE_POLICIES: AcceptancePolicy[] = [
  {
    name: 'leave with HR',
    conditions: { subtype: 'hr_step' },
    steps: [manager, { name: 'HR officer', reviewer: { kind: 'role', role: 'hr_officer' } }],
  },
  { name: 'leave', steps: [manager] },
];

/** The title an approval shows: the leave's type, dates and days (a reviewer reads no other show). */
export const leaveTitle = (
  leave: Pick<LeaveRequest, 'from_date' | 'to_date' | 'days'>,
  type: { name_en: string; name_ar: string },
  employeeName: string,
) => ({
  en: `${type.name_en} ${leave.from_date} to ${leave.to_date} (${leave.days} days), ${employeeName}`,
  ar: `${type.name_ar} من ${leave.from_date} إلى ${leave.to_date} (${leave.days} يوم)، ${employeeName}`,
});

/** What the engine snapshots of a leave when it is submitted. */
export const leaveSubject = (
  leave: Pick<LeaveRequest, 'from_date' | 'to_date' | 'days' | 'leave_type_code' | 'employee_id'>,
  title: { en: string; ar: string },
): ApprovableSubject => ({
  summary: title,
  amount: null,
  project_id: null,
  client_id: null,
  subtype: leaveSubtype(leave),
  requester_id: leave.employee_id,
});

const engineActor = (context: DecisionContext): Actor => ({
  kind: 'system',
  name: `acceptance#${context.acceptanceId}`,
});

async function decided(context: DecisionContext, action: 'approve' | 'reject') {
  const leave = await getEntity(LEAVE_REQUEST, context.id, LEAVE_RECORD_NAME);
  const actor = engineActor(context);
  const step = leaveLifecycle.step(action, { from: leave.status, actor, subject: leave });
  const prepared = await prepareTransition(LEAVE_REQUEST, leave, step, {
    actor,
    recordName: LEAVE_RECORD_NAME,
    reason: context.reason,
    at: context.at,
    changes: { decided_at: context.at },
  });
  return { leave, items: prepared.items };
}

/** Approved: the reservation taken as leave (a ledger `leave` entry), the days marked approved. */
async function approvedItems(context: DecisionContext): Promise<TransactItem[]> {
  const { leave, items } = await decided(context, 'approve');
  const holds = holdsOf(leave);
  return [
    ...items,
    ...(holds.balance_days > 0
      ? await takeReservedLeave(
          {
            employee_id: leave.employee_id,
            department_id: leave.department_id,
            leave_type_id: leave.leave_type_id,
            days: holds.balance_days,
            from_date: leave.from_date,
            to_date: leave.to_date,
            pay_pct: leave.pay_breakdown[0]?.pay_pct ?? null,
            source_type: LEAVE_APPROVABLE,
            source_id: leave.id,
          },
          context.at,
        )
      : []),
    ...approvedDayMarks(holds),
  ];
}

/** Rejected: every hold given back (days, reservation, sick days, the Hajj marker). */
async function rejectedItems(context: DecisionContext): Promise<TransactItem[]> {
  const { leave, items } = await decided(context, 'reject');
  const moves = holdMoves(holdsOf(leave), null);
  return [...items, ...moves.guards.map((guard) => guard.item), ...moves.items];
}

/**
 * `leave_request`: the line manager, and an HR officer for leave over 5 days or unpaid. Approval and
 * rejection only through /acceptances; cancelled only by the leave's own withdraw or rewrite, which
 * write the record and its holds themselves (so `onCancelled` adds nothing).
 */
export const leaveRequestApprovable: ApprovableType = {
  type: LEAVE_APPROVABLE,
  recordName: LEAVE_RECORD_NAME,
  policies: LEAVE_POLICIES,
  subject: approvableSubject<LeaveRequestEntity>({
    kind: 'leave_request',
    family: 'hr',
    viewAbility: 'hr.leaves.manage',
    scope: LEAVE_SCOPE,
    load: (id) => findEntity(LEAVE_REQUEST, id),
    // No show operation in the catalogue: the summary is what a reviewer reads.
    showPath: () => null,
    summary: (leave, acceptance) => ({
      title: { en: acceptance.title_en, ar: acceptance.title_ar },
      amount: null,
      percentage: leave.pay_breakdown.length === 1 ? (leave.pay_breakdown[0]?.pay_pct ?? null) : null,
      project_id: null,
      client_id: null,
      unit_id: null,
      starts_at: riyadhMoment(leave.from_date, '00:00').toISOString(),
      ends_at: riyadhMoment(addDays(leave.to_date, 1), '00:00').toISOString(),
      requested_at: leave.created_at,
      requester_id: leave.employee_id,
    }),
  }),
  describe: async (id) => {
    const leave = await findEntity(LEAVE_REQUEST, id);
    return leave
      ? leaveSubject(leave, { en: `Leave request #${leave.id}`, ar: `طلب إجازة رقم ${leave.id}` })
      : undefined;
  },
  onApproved: approvedItems,
  onRejected: rejectedItems,
  onCancelled: async () => [],
};
