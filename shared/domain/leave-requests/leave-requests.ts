import { type EntityOf, entityType } from '../../db/entity-type';
import { ConflictError } from '../../errors';
import type { StoredFile } from '../../files/files';
import { byStaff, bySystem, defineLifecycle } from '../lifecycle/lifecycle';
import type { LifecycleError } from '../lifecycle/lifecycle-errors';

/** One stretch of a leave at one pay rate (sick leave's tiers; every other leave has one). */
export interface PayPart {
  pay_pct: number;
  days: number;
  from_date: string;
  to_date: string;
}

/**
 * An employee's leave (STAFF-DOMAIN-2 2.1, 2.3): `days` counted as its type counts them (working
 * days for annual and comp-off, calendar days otherwise), `pay_breakdown` the pay tiers it falls in,
 * `balance_before` what the balance had available when it was asked (types on the ledger). The
 * records of its holds (`sick_year`, `hajj`) say what its release gives back.
 */
export interface LeaveRequest {
  employee_id: number;
  department_id: number | null;
  leave_type_id: number;
  leave_type_code: string;
  from_date: string;
  to_date: string;
  half_day: boolean;
  days: number;
  reason: string | null;
  attachments: StoredFile[];
  status: string;
  acceptance_id: number | null;
  balance_before: number | null;
  pay_breakdown: PayPart[];
  /** The service year (its first day) whose sick days this leave holds; null for other types. */
  sick_year: string | null;
  /** Whether it holds the employee's once-in-service Hajj marker. */
  hajj: boolean;
  decided_at: string | null;
  cancelled_by_id: number | null;
}

/** Leave requests, listed by employee, status and type, and their pairs (the index's filters). */
export const LEAVE_REQUEST = entityType<LeaveRequest>('LEAVE_REQUEST', {
  lists: [
    ['employee_id'],
    ['status'],
    ['leave_type_id'],
    ['employee_id', 'status'],
    ['employee_id', 'leave_type_id'],
    ['leave_type_id', 'status'],
  ],
});
export type LeaveRequestEntity = EntityOf<typeof LEAVE_REQUEST>;

export const LEAVE_RECORD_NAME = 'leave request';

export const LEAVE_STATUSES = [
  'pending_acceptance',
  'approved',
  'rejected',
  'withdrawn',
  'cancelled',
] as const;
export type LeaveStatus = (typeof LEAVE_STATUSES)[number];

/**
 * Submitted pending; the engine approves or rejects it (the system acts for the decision); the
 * employee (or HR) withdraws it while pending; an approved leave not yet started is cancelled by the
 * employee or HR (`hr.leaves.manage`; whose it is is checked where it is loaded). `rewrite` is the
 * update while pending (the record keeps its state, a new approval opens).
 */
export const leaveLifecycle = defineLifecycle({
  name: LEAVE_RECORD_NAME,
  states: LEAVE_STATUSES,
  initial: 'pending_acceptance',
  transitions: [
    { action: 'approve', from: ['pending_acceptance'], to: 'approved', by: [bySystem] },
    { action: 'reject', from: ['pending_acceptance'], to: 'rejected', by: [bySystem] },
    { action: 'rewrite', from: ['pending_acceptance'], by: [byStaff('hr.self.use')] },
    {
      action: 'withdraw',
      from: ['pending_acceptance'],
      to: 'withdrawn',
      by: [byStaff('hr.self.use'), byStaff('hr.leaves.manage')],
    },
    {
      action: 'cancel',
      from: ['approved'],
      to: 'cancelled',
      by: [byStaff('hr.self.use'), byStaff('hr.leaves.manage')],
    },
  ],
  refuse: (refused: LifecycleError) =>
    new ConflictError('leave_requests.not_in_state', { status: refused.from }),
});

/** Leave records are HR records: the employee and their department (`hr` family). */
export const LEAVE_SCOPE = { owner: 'employee_id', department: 'department_id' };

/** The approvable type's name in the engine. */
export const LEAVE_APPROVABLE = 'leave_request';

/** The longest stretch one request may cover, in calendar days (sick leave's year is 120). */
export const MAX_SPAN_DAYS = 120;
