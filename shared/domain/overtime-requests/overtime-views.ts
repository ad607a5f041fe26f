import { listPage, loadEntities } from '../../db/entity-store';
import { type Locale, type MessageKey, translate } from '../../i18n';
import type { StaffCaller } from '../callers/callers';
import { scopeOf } from '../callers/callers';
import { EMPLOYEE_PROFILE } from '../hr/employee-profiles';
import { riyadhDate } from '../hr/hr-calendar';
import type { PageRequest } from '../lists';
import { sarOfHalalas } from '../money';
import { attendanceBound, attendanceOf, overtimeKindOf } from './overtime-plan';
import {
  COMPENSATIONS,
  type Compensation,
  MAX_WORKDAY_MIN,
  OVERTIME_KINDS,
  OVERTIME_REQUEST,
  type OvertimeKind,
  type OvertimeRequestEntity,
  type OvertimeStatus,
} from './overtime-requests';

export const OVERTIME_LIST_SCOPES = ['own', 'team'] as const;

const label = (locale: Locale, key: string) => translate(locale, key as MessageKey);

/** The wire record: the employee by name, minutes, money in SAR, and what the caller may do. */
export async function overtimeRecords(
  caller: StaffCaller,
  requests: OvertimeRequestEntity[],
  locale: Locale,
) {
  const loaded = await loadEntities(
    requests.map((request) => ({ type: EMPLOYEE_PROFILE, id: request.employee_id })),
  );
  return requests.map((request) => {
    const profile = loaded.get(EMPLOYEE_PROFILE, request.employee_id);
    const mine = request.employee_id === caller.id || request.requested_by_id === caller.id;
    const pending = request.status === 'pending_acceptance';
    return {
      id: request.id,
      employee: profile
        ? { id: request.employee_id, name: locale === 'ar' ? profile.name_ar : profile.name_en }
        : null,
      department_id: request.department_id ?? null,
      work_date: request.work_date,
      from_time: request.from_time,
      to_time: request.to_time,
      requested_min: request.requested_min,
      approved_min: request.approved_min ?? null,
      kind: request.kind,
      kind_text: label(locale, `overtime.kind.${request.kind}`),
      compensation: request.compensation,
      compensation_text: label(locale, `overtime.compensation.${request.compensation}`),
      employee_consent: request.employee_consent,
      project_id: request.project_id ?? null,
      reason: request.reason ?? null,
      amount: sarOfHalalas(request.amount),
      comp_off_days: request.comp_off_days ?? null,
      status: request.status,
      status_text: label(locale, `overtime.status.${request.status}`),
      requested_by_id: request.requested_by_id,
      acceptance_id: request.acceptance_id ?? null,
      reject_reason: request.reject_reason ?? null,
      can_update: mine && pending,
      can_delete: mine && pending,
      decided_at: request.decided_at ?? null,
      created_at: request.created_at,
    };
  });
}

export interface OvertimeListOptions extends PageRequest {
  scope?: (typeof OVERTIME_LIST_SCOPES)[number] | undefined;
  status?: OvertimeStatus | undefined;
  kind?: OvertimeKind | undefined;
  month?: string | undefined;
  employee_id?: number | undefined;
}

/**
 * Hr: overtime-requests index, newest first. `own` (default): the caller's; `team`: within their
 * `hr` row scope (a line manager theirs and their reports', HR everyone's). `employee_id` outside
 * the scope answers nothing.
 */
export async function listOvertime(caller: StaffCaller, options: OvertimeListOptions, locale: Locale) {
  const everyone = options.scope === 'team' && scopeOf(caller, 'hr') === 'all';
  const reach = everyone ? null : options.scope === 'team' ? [caller.id, ...caller.report_ids] : [caller.id];
  if (options.employee_id !== undefined && reach && !reach.includes(options.employee_id))
    return { items: [], total: 0 };
  const employee = options.employee_id ?? (reach && reach.length === 1 ? reach[0] : (reach ?? undefined));
  const { items, total } = await listPage(OVERTIME_REQUEST, options.page, options.perPage, {
    filters: { employee_id: employee, status: options.status, kind: options.kind, month: options.month },
  });
  return { items: await overtimeRecords(caller, items, locale), total };
}

/**
 * Hr: overtime-requests get-form-data: the kinds and compensations with their labels, the 4 h cap
 * of a workday, the caller's attendance of `work_date` (today by default) with its kind and the
 * overtime minutes it allows, and a line manager's reports (whom they may file for).
 */
export async function overtimeFormData(caller: StaffCaller, workDate: string | undefined, locale: Locale) {
  const day = workDate ?? riyadhDate(new Date());
  const [kind, attendance] = await Promise.all([overtimeKindOf(day), attendanceOf(caller.id, day)]);
  const reports = await loadEntities(
    caller.report_ids.slice(0, 100).map((id) => ({ type: EMPLOYEE_PROFILE, id })),
  );
  return {
    work_date: day,
    kind,
    kinds: OVERTIME_KINDS.map((value) => ({ value, label: label(locale, `overtime.kind.${value}`) })),
    compensations: COMPENSATIONS.map((value: Compensation) => ({
      value,
      label: label(locale, `overtime.compensation.${value}`),
    })),
    max_workday_min: MAX_WORKDAY_MIN,
    attendance: attendance
      ? {
          id: attendance.id,
          status: attendance.status,
          check_in_at: attendance.check_in_at ?? null,
          check_out_at: attendance.check_out_at ?? null,
          worked_min: attendance.worked_min,
          overtime_min: attendance.overtime_min,
          overtime_allowed_min: attendanceBound(attendance, kind) ?? 0,
        }
      : null,
    reports: caller.report_ids.slice(0, 100).flatMap((id) => {
      const profile = reports.get(EMPLOYEE_PROFILE, id);
      return profile ? [{ id, name: locale === 'ar' ? profile.name_ar : profile.name_en }] : [];
    }),
  };
}
