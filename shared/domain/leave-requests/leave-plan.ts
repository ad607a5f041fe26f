import { findEntity } from '../../db/entity-store';
import { type FieldMessages, ValidationError } from '../../errors';
import type { StaffCaller } from '../callers/callers';
import { type EmployeeProfileEntity, profileOfUser } from '../hr/employee-profiles';
import { calendarsFor, riyadhDate } from '../hr/hr-calendar';
import { LEAVE_TYPE, type LeaveTypeEntity } from '../hr/hr-reference';
import { leaveBalance } from '../leave/leave-ledger';
import { hajjTaken, type LeaveHolds, sickDaysHeld } from './leave-holds';
import { type LeaveRequest, type LeaveRequestEntity, MAX_SPAN_DAYS } from './leave-requests';
import { requestDays, serviceYearStart, sickPayBreakdown, sickYearDays, spanDays } from './leave-rules';

/** What the employee asks for (store and update). */
export interface LeaveInput {
  leave_type_id: number;
  from_date: string;
  to_date: string;
  half_day: boolean;
  reason: string | null;
  /** Whether the request will carry an attachment (one sent, or one kept by an update). */
  has_attachment: boolean;
}

/** A checked request: its record's attributes (without files and approval) and what it holds. */
export interface LeavePlan {
  attributes: Omit<LeaveRequest, 'attachments' | 'acceptance_id'>;
  holds: LeaveHolds;
  type: LeaveTypeEntity;
  profile: EmployeeProfileEntity;
}

const fail = (
  field: string,
  key: Parameters<typeof ValidationError.forField>[1],
  params?: Record<string, unknown>,
) => ValidationError.forField(field, key, params as never);

/**
 * Checks a request against its type's rules (STAFF-DOMAIN-2 2.3) as read now, and works out its days
 * and pay: dates in order, at most 120 days, a half day only on one day, not in the past (sick leave
 * may be), the type's gender and service, its longest stretch and entitlement, an attachment where
 * required, Hajj once, sick days within the service year's tiers, and the balance for ledger types.
 * The transaction holds each again (`holdMoves`); `previous` is the pending request an update
 * rewrites (its own days and reservation count as free).
 */
export async function planLeave(
  caller: StaffCaller,
  input: LeaveInput,
  id: number,
  previous: LeaveRequestEntity | null,
): Promise<LeavePlan> {
  const profile = await profileOfUser(caller.id);
  if (!profile) throw fail('leave_type_id', 'leave_requests.no_profile');
  const type = await findEntity(LEAVE_TYPE, input.leave_type_id);
  if (!type) throw fail('leave_type_id', 'validation.exists');
  const errors: FieldMessages = {};
  const add = (field: string, key: string, params?: Record<string, unknown>) => {
    errors[field] = [{ key: key as never, ...(params ? { params: params as never } : {}) }];
  };
  const { from_date: from, to_date: to } = input;
  const today = riyadhDate(new Date());
  if (to < from) add('to_date', 'leave_requests.to_before_from');
  else if (spanDays(from, to) > MAX_SPAN_DAYS)
    add('to_date', 'leave_requests.too_long', { max: MAX_SPAN_DAYS });
  if (input.half_day && from !== to) add('half_day', 'leave_requests.half_day_one_day');
  if (type.code !== 'sick' && from < today) add('from_date', 'leave_requests.in_past');
  if (type.gender && type.gender !== profile.gender) add('leave_type_id', 'leave_requests.gender');
  const served = spanDays(profile.hire_date, from) - 1;
  if (served < type.applicable_after_days)
    add('leave_type_id', 'leave_requests.not_eligible', { days: type.applicable_after_days });
  if (type.requires_attachment && !input.has_attachment)
    add('attachments', 'leave_requests.attachment_required');
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);

  const calendars = await calendarsFor(from, to);
  const days = requestDays(type, from, to, calendars, input.half_day);
  if (days <= 0) throw fail('to_date', 'leave_requests.no_days');
  const cap =
    type.max_continuous_days ??
    (type.uses_balance || type.pay_tiers.length > 0 ? null : type.entitlement_days);
  if (cap !== null && days > cap) throw fail('to_date', 'leave_requests.max_days', { max: cap, days });
  const hajj = type.once_per_service;
  if (hajj && !previous?.hajj && (await hajjTaken(profile.user_id)))
    throw fail('leave_type_id', 'leave_requests.hajj_taken');

  const sameType = previous?.leave_type_id === type.id ? previous : null;
  let balanceBefore: number | null = null;
  let available = 0;
  if (type.uses_balance) {
    available = (await leaveBalance(profile.user_id, type.id)).available_days;
    balanceBefore = available + (sameType ? sameType.days : 0);
    if (!type.allow_negative && days > balanceBefore)
      throw fail('leave_type_id', 'leave.balance_exceeded', { available: balanceBefore, days });
  }
  let sick: LeaveHolds['sick'] = null;
  let payBreakdown: LeaveRequest['pay_breakdown'] = [
    { pay_pct: type.pay_pct, days, from_date: from, to_date: to },
  ];
  if (type.pay_tiers.length > 0) {
    const year = serviceYearStart(profile.hire_date, from);
    const held = await sickDaysHeld(profile.user_id, year);
    const prior = held - (sameType?.sick_year === year ? sameType.days : 0);
    const parts = sickPayBreakdown(type.pay_tiers, prior, from, to);
    if (!parts)
      throw fail('to_date', 'leave_requests.sick_exhausted', {
        available: Math.max(0, sickYearDays(type.pay_tiers) - prior),
      });
    if (input.half_day && parts[0]) parts[0].days = 0.5;
    payBreakdown = parts;
    sick = { year, days, held_before: held };
  }
  return {
    type,
    profile,
    attributes: {
      employee_id: profile.user_id,
      department_id: profile.department_id,
      leave_type_id: type.id,
      leave_type_code: type.code,
      from_date: from,
      to_date: to,
      half_day: input.half_day,
      days,
      reason: input.reason,
      status: 'pending_acceptance',
      balance_before: balanceBefore,
      pay_breakdown: payBreakdown,
      sick_year: sick?.year ?? null,
      hajj,
      decided_at: null,
      cancelled_by_id: null,
    },
    holds: {
      employee_id: profile.user_id,
      request_id: id,
      leave_type_id: type.id,
      balance_days: type.uses_balance ? days : 0,
      allow_negative: type.allow_negative,
      available,
      dates: { from, to },
      sick,
      hajj,
    },
  };
}
