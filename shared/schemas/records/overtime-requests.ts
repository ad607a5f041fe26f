import * as z from 'zod';
import { int, recordId, str, timestamp } from '../fields';

const option = z.strictObject({ value: z.string(), label: z.string() });
const Named = z.strictObject({ id: z.number().int(), name: z.string() });

/**
 * An overtime request (issue 34): its employee, Riyadh day and times, minutes requested and
 * approved, the kind of day, pay or time off, the Art 107 amount (SAR; on the approved minutes
 * once approved), the comp-off days credited, and what the caller may do with it.
 */
export const OvertimeRequest = z.strictObject({
  id: recordId(),
  employee: Named.nullable(),
  department_id: int(),
  work_date: z.string(),
  from_time: z.string(),
  to_time: z.string(),
  requested_min: z.number().int(),
  approved_min: int(),
  kind: z.enum(['workday', 'weekend', 'holiday']),
  kind_text: z.string(),
  compensation: z.enum(['pay', 'time_off']),
  compensation_text: z.string(),
  employee_consent: z.boolean(),
  project_id: int(),
  reason: str(),
  amount: z.number(),
  comp_off_days: z.number().nullable(),
  status: z.enum(['pending_acceptance', 'approved', 'rejected', 'cancelled', 'paid']),
  status_text: z.string(),
  requested_by_id: z.number().int(),
  acceptance_id: int(),
  reject_reason: str(),
  can_update: z.boolean(),
  can_delete: z.boolean(),
  decided_at: timestamp(),
  created_at: timestamp(),
});

/** The store form: kinds, compensations, the day's kind and attendance, a manager's reports. */
export const OvertimeRequestFormData = z.strictObject({
  work_date: z.string(),
  kind: z.enum(['workday', 'weekend', 'holiday']),
  kinds: z.array(option),
  compensations: z.array(option),
  max_workday_min: z.number().int(),
  attendance: z
    .strictObject({
      id: z.number().int(),
      status: z.string(),
      check_in_at: timestamp(),
      check_out_at: timestamp(),
      worked_min: z.number().int(),
      overtime_min: z.number().int(),
      overtime_allowed_min: z.number().int(),
    })
    .nullable(),
  reports: z.array(Named),
});
