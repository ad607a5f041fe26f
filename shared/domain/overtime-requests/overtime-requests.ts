import { type EntityOf, entityType } from '../../db/entity-type';
import { ConflictError } from '../../errors';
import { byStaff, bySystem, defineLifecycle } from '../lifecycle/lifecycle';
import type { LifecycleError } from '../lifecycle/lifecycle-errors';

/** What a day is for overtime (Art 107: every hour on a rest day or holiday is overtime). */
export const OVERTIME_KINDS = ['workday', 'weekend', 'holiday'] as const;
export type OvertimeKind = (typeof OVERTIME_KINDS)[number];

/** Paid, or compensatory time off instead (2025, with the worker's consent). */
export const COMPENSATIONS = ['pay', 'time_off'] as const;
export type Compensation = (typeof COMPENSATIONS)[number];

export const OVERTIME_STATUSES = ['pending_acceptance', 'approved', 'rejected', 'cancelled', 'paid'] as const;
export type OvertimeStatus = (typeof OVERTIME_STATUSES)[number];

/** At most 4 hours of overtime on a working day (STAFF-DOMAIN-2 2.3 [D]). */
export const MAX_WORKDAY_MIN = 4 * 60;

/** The minutes of one compensatory day off: a working day of 8 hours (Art 98). */
export const COMP_OFF_DAY_MIN = 8 * 60;

/** Compensatory days for approved minutes: minutes ÷ 480, to the nearest half day. */
export const compOffDays = (minutes: number): number => Math.round((minutes / COMP_OFF_DAY_MIN) * 2) / 2;

/**
 * Overtime asked for one Riyadh day (STAFF-DOMAIN-2 2.1-2.3): by the employee for themself or by
 * their line manager (`requested_by_id`), `from_time`-`to_time` Riyadh wall clock of `work_date`,
 * `kind` derived from the day, `amount` (halalas) per Art 107 on the requested minutes while
 * pending and on the approved ones once approved. `month` (`YYYY-MM`) is the index's filter.
 */
export interface OvertimeRequest {
  employee_id: number;
  department_id: number | null;
  work_date: string;
  month: string;
  from_time: string;
  to_time: string;
  requested_min: number;
  approved_min: number | null;
  kind: OvertimeKind;
  compensation: Compensation;
  employee_consent: boolean;
  project_id: number | null;
  reason: string | null;
  amount: number;
  comp_off_days: number | null;
  status: OvertimeStatus;
  requested_by_id: number;
  acceptance_id: number | null;
  decided_at: string | null;
  reject_reason: string | null;
}

/** Overtime requests, listed by employee, status, kind and month, and the employee's pairs. */
export const OVERTIME_REQUEST = entityType<OvertimeRequest>('OVERTIME_REQUEST', {
  lists: [
    ['employee_id'],
    ['status'],
    ['kind'],
    ['month'],
    ['department_id'],
    ['employee_id', 'status'],
    ['employee_id', 'month'],
    ['employee_id', 'kind'],
  ],
});
export type OvertimeRequestEntity = EntityOf<typeof OVERTIME_REQUEST>;

export const OVERTIME_RECORD_NAME = 'overtime request';

/**
 * Submitted pending; the engine approves or rejects it; the employee (or the manager who filed it)
 * deletes it while pending (`cancelled`). `paid` is payroll's (no operation sets it yet).
 */
export const overtimeLifecycle = defineLifecycle({
  name: OVERTIME_RECORD_NAME,
  states: OVERTIME_STATUSES,
  initial: 'pending_acceptance',
  transitions: [
    { action: 'approve', from: ['pending_acceptance'], to: 'approved', by: [bySystem] },
    { action: 'reject', from: ['pending_acceptance'], to: 'rejected', by: [bySystem] },
    { action: 'cancel', from: ['pending_acceptance'], to: 'cancelled', by: [byStaff('hr.self.use')] },
    { action: 'pay', from: ['approved'], to: 'paid', by: [bySystem] },
  ],
  refuse: (refused: LifecycleError) => new ConflictError('overtime.not_pending', { status: refused.from }),
});
