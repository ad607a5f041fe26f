import * as z from 'zod';
import { choice, int, recordId, str, timestamp } from '../fields';
import { UserSimple } from './simple';

/** A report mailed on a schedule (times UTC; `time` is `HH:MM` Asia/Riyadh). */
export const ScheduledReport = z.strictObject({
  id: recordId(),
  name: z.string(),
  report: choice(),
  period: z.enum(['last_day', 'last_7_days', 'last_30_days', 'month_to_date']),
  frequency: z.enum(['daily', 'weekdays', 'weekly', 'monthly']),
  day_of_week: int(),
  day_of_month: int(),
  time: z.string(),
  formats: z.array(z.enum(['csv'])),
  recipients: z.array(UserSimple),
  send_if_data: z.boolean(),
  enabled: z.boolean(),
  next_run_at: timestamp(),
  last_run_at: timestamp(),
  created_at: timestamp(),
});

/** One run of a schedule; `file_urls` valid 15 minutes, only for a reader holding the report's ability. */
export const ScheduledReportLog = z.strictObject({
  id: recordId(),
  schedule_id: z.number().int(),
  owner_id: z.number().int(),
  report: choice(),
  status: choice(),
  due_at: timestamp(),
  started_at: timestamp(),
  duration_ms: z.number().int(),
  row_count: z.number().int(),
  recipient_ids: z.array(z.number().int()),
  dropped_recipient_ids: z.array(z.number().int()),
  attempts: z.number().int(),
  error: str(),
  file_urls: z.array(z.strictObject({ format: z.string(), url: z.string() })),
  created_at: timestamp(),
});

/** What the schedule form offers: the caller's reports with their eligible recipients, and the choices. */
export const ScheduledReportFormData = z.strictObject({
  reports: z.array(z.strictObject({ key: z.string(), name: z.string(), recipients: z.array(UserSimple) })),
  periods: z.array(choice()),
  frequencies: z.array(choice()),
  formats: z.array(choice()),
  time_zone: z.string(),
});
