import * as z from 'zod/mini';
import { COMPENSATIONS } from '../../../shared/domain/overtime-requests/overtime-requests';
import {
  blankAsAbsent,
  booleanText,
  dateText,
  idParameter,
  optionalIntegerText,
  optionalText,
} from '../../../shared/http/fields';

export const overtimePath = z.object({ overtime_request_id: idParameter() });

/** `HH:MM`, 24 h, Riyadh wall clock. */
export const timeText = () => z.string().check(z.trim(), z.regex(/^([01]\d|2[0-3]):[0-5]\d$/));

/** The fields of a request, required at store and optional at update (what is sent replaces). */
export const overtimeFields = {
  work_date: dateText(),
  from_time: timeText(),
  to_time: timeText(),
  compensation: z.enum(COMPENSATIONS),
  employee_consent: z.optional(booleanText()),
  project_id: optionalIntegerText({ min: 1 }),
  reason: optionalText(1000),
};

export const optionalFields = {
  work_date: blankAsAbsent(dateText()),
  from_time: blankAsAbsent(timeText()),
  to_time: blankAsAbsent(timeText()),
  compensation: blankAsAbsent(z.enum(COMPENSATIONS)),
  employee_consent: z.optional(booleanText()),
  project_id: optionalIntegerText({ min: 1 }),
  reason: optionalText(1000),
};
