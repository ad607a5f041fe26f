import * as z from 'zod/mini';
import { listLogs } from '../../../shared/domain/schedule-reports/schedule-views';
import { REPORT_KEYS, RUN_STATUSES } from '../../../shared/domain/schedule-reports/scheduled-reports';
import { page } from '../../../shared/http/envelopes';
import {
  blankAsAbsent,
  optionalDateText,
  optionalIntegerText,
  paginationQuery,
} from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';

/**
 * GET {system_user_url}/schedule-reports/logs: the runs of the caller's own schedules (an admin:
 * everyone's), newest first, by `schedule_id`, `report_key`, `status` and run day (`from`, `to`).
 */
export const staffListScheduleReportLogs = defineOperation(
  {
    method: 'GET',
    path: '/schedule-reports/logs',
    operationId: 'staffListScheduleReportLogs',
    summary: 'schedule-reports: logs index',
    response: { kind: 'list', record: 'ScheduledReportLog' },
    query: z.object({
      ...paginationQuery,
      schedule_id: optionalIntegerText({ min: 1 }),
      report_key: blankAsAbsent(z.enum(REPORT_KEYS as [string, ...string[]])),
      status: blankAsAbsent(z.enum(RUN_STATUSES)),
      from: optionalDateText(),
      to: optionalDateText(),
    }),
  },
  async ({ query: { page: _page, per_page: _perPage, ...filters }, request }) =>
    page(
      await listLogs(staffCaller(request), {
        ...request.page,
        filters: filters as Parameters<typeof listLogs>[1]['filters'],
        locale: request.locale,
      }),
      request,
    ),
);
