import * as z from 'zod';
import { int, recordId, str, timestamp } from '../fields';

const option = z.strictObject({ value: z.string(), label: z.string() });

const PayPart = z.strictObject({
  pay_pct: z.number(),
  days: z.number(),
  from_date: z.string(),
  to_date: z.string(),
});

/**
 * A leave request (issue 34): its employee, type, dates, `days` as the type counts them (working
 * days for annual leave and comp-off, calendar days otherwise), the pay split per tier (sick leave),
 * what the balance had available when asked (ledger types), and what the caller may do with it.
 */
export const LeaveRequest = z.strictObject({
  id: recordId(),
  employee: z.strictObject({ id: z.number().int(), name: z.string() }).nullable(),
  department_id: int(),
  leave_type: z
    .strictObject({
      id: z.number().int(),
      code: z.string(),
      name: z.string(),
      counts: z.enum(['working', 'calendar']),
    })
    .nullable(),
  from_date: z.string(),
  to_date: z.string(),
  half_day: z.boolean(),
  days: z.number(),
  reason: str(),
  attachments: z.array(
    z.strictObject({ name: z.string(), size: z.number(), mime_type: z.string(), url: z.string() }),
  ),
  status: z.enum(['pending_acceptance', 'approved', 'rejected', 'withdrawn', 'cancelled']),
  status_text: z.string(),
  acceptance_id: int(),
  balance_before: z.number().nullable(),
  pay_breakdown: z.array(PayPart),
  can_update: z.boolean(),
  can_withdraw: z.boolean(),
  can_cancel: z.boolean(),
  decided_at: timestamp(),
  created_at: timestamp(),
});

/** The index's filters: scope (what the caller may read), status, type, employee, dates. */
export const LeaveRequestFilters = z.strictObject({
  filters: z.array(
    z.strictObject({
      key: z.string(),
      label: z.string(),
      type: z.enum(['select', 'text', 'date_range']),
      options: z.array(option),
    }),
  ),
});

/**
 * The leave form: each leave type the caller may take, with what they have of it today (a ledger
 * balance, an event's days, or sick days left this service year with the tier the next one is paid
 * at), whether it needs an attachment, and how its days are counted.
 */
export const LeaveRequestFormData = z.strictObject({
  employee_id: z.number().int(),
  service_years: int(),
  leave_types: z.array(
    z.strictObject({
      id: z.number().int(),
      code: z.string(),
      name: z.string(),
      counts: z.enum(['working', 'calendar']),
      uses_balance: z.boolean(),
      available_days: z.number().nullable(),
      reserved_days: z.number().nullable(),
      taken_days: z.number().nullable(),
      allow_negative: z.boolean(),
      max_continuous_days: int(),
      requires_attachment: z.boolean(),
      eligible: z.boolean(),
      pay_pct: z.number().nullable(),
      pay_note: str(),
    }),
  ),
});
