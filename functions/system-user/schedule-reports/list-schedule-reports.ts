import * as z from 'zod/mini';
import { listOwnSchedules } from '../../../shared/domain/schedule-reports/schedule-views';
import { page } from '../../../shared/http/envelopes';
import { paginationQuery } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';

/** GET {system_user_url}/schedule-reports: the caller's own schedules, newest first. */
export const staffListScheduleReports = defineOperation(
  {
    method: 'GET',
    path: '/schedule-reports',
    operationId: 'staffListScheduleReports',
    summary: 'schedule-reports: index',
    response: { kind: 'list', record: 'ScheduledReport' },
    query: z.object({ ...paginationQuery }),
  },
  async ({ request }) =>
    page(await listOwnSchedules(staffCaller(request), { ...request.page, locale: request.locale }), request),
);
