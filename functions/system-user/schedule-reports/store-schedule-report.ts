import { scheduleRecord } from '../../../shared/domain/schedule-reports/schedule-views';
import type { ScheduleInput } from '../../../shared/domain/schedule-reports/schedule-writes';
import { storeSchedule } from '../../../shared/domain/schedule-reports/schedule-writes';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { type ScheduleBody, scheduleBody } from './fields';

/** The body as the domain takes it: an absent day is none, a schedule is enabled unless told. */
export const scheduleInput = (body: ScheduleBody): ScheduleInput => ({
  ...body,
  report_key: body.report_key as ScheduleInput['report_key'],
  day_of_week: body.day_of_week ?? null,
  day_of_month: body.day_of_month ?? null,
  enabled: body.enabled ?? true,
});

/**
 * POST {system_user_url}/schedule-reports: a schedule of a report the caller may see, mailed to
 * staff users who hold its ability (no outside addresses); at most 20 enabled per owner (a counter
 * in the same transaction); `next_run_at` computed in Asia/Riyadh.
 */
export const staffStoreScheduleReport = defineOperation(
  {
    method: 'POST',
    path: '/schedule-reports',
    operationId: 'staffStoreScheduleReport',
    summary: 'schedule-reports: store',
    response: { kind: 'single', record: 'ScheduledReport', created: true },
    body: scheduleBody,
  },
  async ({ body, request }) =>
    single(
      await scheduleRecord(await storeSchedule(staffCaller(request), scheduleInput(body)), request.locale),
    ),
);
