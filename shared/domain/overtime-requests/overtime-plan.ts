import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { tableName } from '../../config/env';
import { dynamo } from '../../db/client';
import { findEntity, listPage } from '../../db/entity-store';
import { when } from '../../db/expressions';
import { keys } from '../../db/keys';
import { type TxItem, txDelete, txPut } from '../../db/transaction-builder';
import type { TransactItem } from '../../db/transactions';
import { ValidationError } from '../../errors';
import { ATTENDANCE, type AttendanceEntity } from '../attendance/attendance';
import type { StaffCaller } from '../callers/callers';
import { type EmployeeProfileEntity, profileOfUser } from '../hr/employee-profiles';
import { addDays, calendarsFor, dayKind } from '../hr/hr-calendar';
import { overtimeAmount } from '../hr/wages';
import { PROJECT } from '../projects/projects';
import {
  type Compensation,
  MAX_WORKDAY_MIN,
  OVERTIME_REQUEST,
  type OvertimeKind,
  type OvertimeRequest,
  type OvertimeRequestEntity,
} from './overtime-requests';

/** What a store (or an update, merged over the record) asks. */
export interface OvertimeInput {
  employee_id?: number | undefined;
  work_date: string;
  from_time: string;
  to_time: string;
  compensation: Compensation;
  employee_consent?: boolean | undefined;
  project_id?: number | null | undefined;
  reason?: string | null | undefined;
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The kind of a Riyadh day for overtime: `dayKind`'s working day is a workday. */
export async function overtimeKindOf(day: string): Promise<OvertimeKind> {
  const kind = dayKind(day, await calendarsFor(day, day));
  return kind === 'working' ? 'workday' : kind;
}

/** The employee's attendance of a day (one record a day; a list of employee and day). */
export async function attendanceOf(employeeId: number, day: string): Promise<AttendanceEntity | undefined> {
  const page = await listPage(ATTENDANCE, 1, 5, { filters: { employee_id: employeeId, work_date: day } });
  return page.items[0];
}

/**
 * The most overtime minutes a day's attendance allows (undefined: no attendance, no bound): its
 * `overtime_min`, and on a rest day or holiday every minute worked (Art 107).
 */
export const attendanceBound = (attendance: AttendanceEntity | undefined, kind: OvertimeKind) =>
  attendance === undefined
    ? undefined
    : kind === 'workday'
      ? attendance.overtime_min
      : Math.max(attendance.worked_min, attendance.overtime_min);

/**
 * Whose overtime it is: the caller's, or a report's when a line manager names them (`employee_id`
 * outside their reports: 422). Their profile gives the department and the pay (none: 422).
 */
async function employeeOf(caller: StaffCaller, employeeId: number | undefined) {
  const id = employeeId ?? caller.id;
  if (id !== caller.id && !caller.report_ids.includes(id))
    throw ValidationError.forField('employee_id', 'overtime.not_your_report');
  const profile = await profileOfUser(id);
  if (!profile)
    throw ValidationError.forField(
      employeeId === undefined ? 'work_date' : 'employee_id',
      'overtime.no_profile',
    );
  return profile;
}

export interface OvertimePlan {
  profile: EmployeeProfileEntity;
  attributes: OvertimeRequest;
}

/**
 * The request checked and derived: the employee (own or a report), `to_time` after `from_time` on
 * the same day, the kind of the day, at most 4 h on a workday, time off only with the employee's
 * consent (implied when they ask themself), an existing project, the Art 107 amount.
 */
export async function planOvertime(
  caller: StaffCaller,
  input: OvertimeInput,
  current?: OvertimeRequestEntity,
): Promise<OvertimePlan> {
  const profile = await employeeOf(caller, current ? current.employee_id : input.employee_id);
  const requested = minutesOf(input.to_time) - minutesOf(input.from_time);
  if (requested <= 0) throw ValidationError.forField('to_time', 'overtime.to_before_from');
  const kind = await overtimeKindOf(input.work_date);
  if (kind === 'workday' && requested > MAX_WORKDAY_MIN)
    throw ValidationError.forField('to_time', 'overtime.workday_cap', { max: MAX_WORKDAY_MIN / 60 });
  const byEmployee = profile.user_id === caller.id;
  const consent = byEmployee || input.employee_consent === true;
  if (input.compensation === 'time_off' && !consent)
    throw ValidationError.forField('employee_consent', 'overtime.consent_required');
  const projectId = input.project_id ?? null;
  if (projectId !== null && !(await findEntity(PROJECT, projectId)))
    throw ValidationError.forField('project_id', 'validation.exists');
  return {
    profile,
    attributes: {
      employee_id: profile.user_id,
      department_id: profile.department_id,
      work_date: input.work_date,
      month: input.work_date.slice(0, 7),
      from_time: input.from_time,
      to_time: input.to_time,
      requested_min: requested,
      approved_min: null,
      kind,
      compensation: input.compensation,
      employee_consent: consent,
      project_id: projectId,
      reason: input.reason ?? null,
      amount: overtimeAmount(profile, requested),
      comp_off_days: null,
      status: 'pending_acceptance',
      requested_by_id: current ? current.requested_by_id : caller.id,
      acceptance_id: current ? current.acceptance_id : null,
      decided_at: null,
      reject_reason: null,
    },
  };
}

const dayKey = (employeeId: number, day: string) => keys.unique('OVERTIME_DAY', `${employeeId}#${day}`);

/** One request per employee and date (HRMS Overtime Slip): the marker, put only if absent; taken, 422. */
export const dayMarker = (employeeId: number, day: string, id: number): TxItem => ({
  ...txPut(
    'overtime-day',
    { ...dayKey(employeeId, day), owner_type: OVERTIME_REQUEST, owner_id: id },
    { condition: when.itemAbsent() },
  ),
  refusal: () => ValidationError.forField('work_date', 'overtime.duplicate_date', { work_date: day }),
});

/** The marker released (a request rejected, cancelled, or moved to another date). */
export const dayMarkerRelease = (employeeId: number, day: string): TransactItem =>
  txDelete('overtime-day-release', dayKey(employeeId, day)).item;

/** Whether the employee already has a request on the day (its marker). */
export async function overtimeDayTaken(employeeId: number, day: string): Promise<boolean> {
  const result = await dynamo.send(new GetCommand({ TableName: tableName(), Key: dayKey(employeeId, day) }));
  return result.Item !== undefined;
}

/** A working day of 2022-2024 without a request of the employee (the examples' run-once stores). */
export async function freeWorkday(employeeId: number): Promise<string> {
  for (;;) {
    const day = addDays('2022-01-02', Math.floor(Math.random() * 1000));
    if ((await overtimeKindOf(day)) === 'workday' && !(await overtimeDayTaken(employeeId, day))) return day;
  }
}
