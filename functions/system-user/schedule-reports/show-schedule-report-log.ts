import { showLog } from '../../../shared/domain/schedule-reports/schedule-views';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { schedulePath } from './fields';

/**
 * GET {system_user_url}/schedule-reports/logs/{id}: one run of the caller's schedules (admin: any),
 * its files linked for 15 minutes only while the caller still holds the report's ability.
 */
export const staffShowScheduleReportLog = defineOperation(
  {
    method: 'GET',
    path: '/schedule-reports/logs/{id}',
    operationId: 'staffShowScheduleReportLog',
    summary: 'schedule-reports: logs show',
    response: { kind: 'single', record: 'ScheduledReportLog', notFound: true },
    params: schedulePath,
  },
  async ({ params, request }) => single(await showLog(staffCaller(request), params.id, request.locale)),
);
