import { findEntity, getEntity } from '../../db/entity-store';
import type { TransactItem } from '../../db/transactions';
import { ValidationError } from '../../errors';
import {
  type ApprovableSubject,
  type ApprovableType,
  approvableSubject,
  type DecisionContext,
} from '../acceptances/approvable-types';
import { profileOfUser } from '../hr/employee-profiles';
import { riyadhMoment } from '../hr/hr-calendar';
import { leaveTypeId } from '../hr/hr-reference';
import { HR_SCOPE } from '../hr/hr-scope';
import { overtimeAmount } from '../hr/wages';
import { ledgerMove } from '../leave/leave-ledger';
import { prepareTransition } from '../lifecycle/apply-transition';
import type { Actor } from '../lifecycle/lifecycle';
import { sarOfHalalas } from '../money';
import { attendanceBound, attendanceOf, dayMarkerRelease } from './overtime-plan';
import {
  compOffDays,
  OVERTIME_RECORD_NAME,
  OVERTIME_REQUEST,
  type OvertimeRequest,
  type OvertimeRequestEntity,
  overtimeLifecycle,
} from './overtime-requests';

/** The record type name of overtime requests in the engine. */
export const OVERTIME_APPROVABLE = 'overtime_request';

/** Where the leave ledger says a comp-off credit came from. */
export const OVERTIME_SOURCE = 'overtime_request';

const KIND_AR = { workday: 'يوم عمل', weekend: 'عطلة أسبوعية', holiday: 'عطلة رسمية' } as const;

/** The approval's title: the day, the minutes, the kind of day and the amount (SAR). */
export const overtimeTitle = (
  request: Pick<OvertimeRequest, 'work_date' | 'requested_min' | 'kind' | 'amount'>,
  employeeName: { en: string; ar: string },
) => {
  const sar = sarOfHalalas(request.amount).toFixed(2);
  return {
    en: `Overtime of ${employeeName.en} on ${request.work_date}: ${request.requested_min} min (${request.kind}), SAR ${sar}`,
    ar: `عمل إضافي لـ ${employeeName.ar} يوم ${request.work_date}: ${request.requested_min} دقيقة (${KIND_AR[request.kind]})، ${sar} ريال`,
  };
};

/**
 * What the engine keeps of a request: its employee is the requester (so the reviewer is the
 * employee's line manager, whoever filed it, and the employee never decides their own).
 */
export const overtimeSubject = (
  request: Pick<OvertimeRequest, 'employee_id' | 'amount' | 'project_id'>,
  title: { en: string; ar: string },
): ApprovableSubject => ({
  summary: title,
  amount: sarOfHalalas(request.amount),
  project_id: request.project_id,
  client_id: null,
  subtype: null,
  requester_id: request.employee_id,
});

const engineActor = (context: DecisionContext): Actor => ({
  kind: 'system',
  name: `acceptance#${context.acceptanceId}`,
});

const load = (context: DecisionContext) => getEntity(OVERTIME_REQUEST, context.id, OVERTIME_RECORD_NAME);

/**
 * The minutes approved: `asked` (the approve route's `approved_min`) or the requested minutes,
 * within the requested and, when the day has attendance, what it worked beyond the shift (all of
 * it on a rest day or holiday). Asked beyond either: 422 naming the limit; nothing to approve: 422.
 */
async function approvedMinutes(request: OvertimeRequestEntity, asked: number | undefined) {
  if (asked !== undefined && asked > request.requested_min)
    throw ValidationError.forField('approved_min', 'overtime.over_requested', { max: request.requested_min });
  const bound = attendanceBound(await attendanceOf(request.employee_id, request.work_date), request.kind);
  if (bound !== undefined && asked !== undefined && asked > bound)
    throw ValidationError.forField('approved_min', 'overtime.over_attendance', { max: bound });
  const minutes = Math.min(asked ?? request.requested_min, bound ?? Number.POSITIVE_INFINITY);
  if (minutes <= 0) throw ValidationError.forField('approved_min', 'overtime.over_attendance', { max: 0 });
  return minutes;
}

/**
 * Approved: the minutes and the Art 107 amount on them; with `time_off`, the compensatory days
 * (minutes ÷ 480, to the half day) credited to the employee's comp_off balance in the decision's
 * transaction (none when they round to 0).
 */
async function approvedItems(context: DecisionContext, asked: number | undefined): Promise<TransactItem[]> {
  const request = await load(context);
  const minutes = await approvedMinutes(request, asked);
  const profile = await profileOfUser(request.employee_id);
  const amount = profile ? overtimeAmount(profile, minutes) : request.amount;
  const days = request.compensation === 'time_off' ? compOffDays(minutes) : null;
  const actor = engineActor(context);
  const step = overtimeLifecycle.step('approve', { from: request.status, actor, subject: request });
  const credit =
    days !== null && days > 0
      ? await ledgerMove(
          {
            employee_id: request.employee_id,
            department_id: request.department_id,
            leave_type_id: leaveTypeId('comp_off'),
            kind: 'comp_off',
            days,
            from_date: request.work_date,
            to_date: request.work_date,
            pay_pct: null,
            source_type: OVERTIME_SOURCE,
            source_id: request.id,
          },
          context.at,
        )
      : [];
  const prepared = await prepareTransition(OVERTIME_REQUEST, request, step, {
    actor,
    recordName: OVERTIME_RECORD_NAME,
    reason: context.reason,
    at: context.at,
    changes: { approved_min: minutes, amount, comp_off_days: days, decided_at: context.at },
    also: credit,
  });
  return prepared.items;
}

/** Rejected: the reason kept, the day free again for another request. */
async function rejectedItems(context: DecisionContext): Promise<TransactItem[]> {
  const request = await load(context);
  const actor = engineActor(context);
  const step = overtimeLifecycle.step('reject', { from: request.status, actor, subject: request });
  const prepared = await prepareTransition(OVERTIME_REQUEST, request, step, {
    actor,
    recordName: OVERTIME_RECORD_NAME,
    reason: context.reason,
    at: context.at,
    changes: { decided_at: context.at, reject_reason: context.reason },
    also: [dayMarkerRelease(request.employee_id, request.work_date)],
  });
  return prepared.items;
}

/**
 * `overtime_request` (STAFF-DOMAIN-2 2.3): one step, the employee's line manager (the engine's
 * `requester_manager`, the requester being the employee; four-eyes). `approvedMin`: what the
 * approve route asks (the acceptances' Accept approves the requested minutes within attendance).
 * Cancelled only by the request's own delete or rewrite, which write the record themselves.
 */
export const overtimeApprovable = (approvedMin?: number): ApprovableType => ({
  type: OVERTIME_APPROVABLE,
  recordName: OVERTIME_RECORD_NAME,
  policies: [
    {
      name: 'overtime request',
      steps: [{ name: 'Line manager', reviewer: { kind: 'relation', relation: 'requester_manager' } }],
      bulk_allowed: true,
    },
  ],
  subject: approvableSubject<OvertimeRequestEntity>({
    kind: 'overtime_request',
    family: 'hr',
    viewAbility: 'hr.overtime.decide',
    scope: HR_SCOPE,
    load: (id) => findEntity(OVERTIME_REQUEST, id),
    // No show operation in the catalogue: the summary is what a reviewer reads.
    showPath: () => null,
    summary: (request, acceptance) => ({
      title: { en: acceptance.title_en, ar: acceptance.title_ar },
      amount: sarOfHalalas(request.amount),
      percentage: null,
      project_id: request.project_id,
      client_id: null,
      unit_id: null,
      starts_at: riyadhMoment(request.work_date, request.from_time).toISOString(),
      ends_at: riyadhMoment(request.work_date, request.to_time).toISOString(),
      requested_at: request.created_at,
      requester_id: request.employee_id,
    }),
  }),
  describe: async (id) => {
    const request = await findEntity(OVERTIME_REQUEST, id);
    if (!request) return undefined;
    const profile = await profileOfUser(request.employee_id);
    const name = {
      en: profile?.name_en ?? `#${request.employee_id}`,
      ar: profile?.name_ar ?? `#${request.employee_id}`,
    };
    return overtimeSubject(request, overtimeTitle(request, name));
  },
  onApproved: (context) => approvedItems(context, approvedMin),
  onRejected: rejectedItems,
  onCancelled: async () => [],
});

/** The type as the acceptances module decides it (no approved minutes asked). */
export const overtimeRequestApprovable = overtimeApprovable();
