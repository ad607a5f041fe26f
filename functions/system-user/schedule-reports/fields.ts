import * as z from 'zod/mini';
import { FREQUENCIES } from '../../../shared/domain/schedule-reports/next-run';
import {
  FORMATS,
  MAX_RECIPIENTS,
  PERIODS,
  REPORT_KEYS,
} from '../../../shared/domain/schedule-reports/scheduled-reports';
import {
  booleanText,
  idParameter,
  integerText,
  listOf,
  optionalIntegerText,
  requiredText,
} from '../../../shared/http/fields';

/** The path of one schedule or log. */
export const schedulePath = z.object({ id: idParameter() });

/** A whole schedule, as store and update send it. */
export const scheduleBody = z.object({
  name: requiredText(120),
  report_key: z.enum(REPORT_KEYS as [string, ...string[]]),
  period: z.enum(PERIODS),
  frequency: z.enum(FREQUENCIES),
  day_of_week: optionalIntegerText({ min: 0, max: 6 }),
  day_of_month: optionalIntegerText({ min: 1, max: 31 }),
  /** `HH:MM`, Asia/Riyadh. */
  time: z.string().check(z.trim(), z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'validation.regex' })),
  formats: listOf(z.enum(FORMATS), FORMATS.length).check(z.minLength(1)),
  recipient_ids: listOf(integerText({ min: 1 }), MAX_RECIPIENTS).check(z.minLength(1)),
  send_if_data: booleanText(),
  enabled: z.optional(booleanText()),
});

export type ScheduleBody = z.infer<typeof scheduleBody>;
