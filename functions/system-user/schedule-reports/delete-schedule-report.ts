import { scheduleRecord } from '../../../shared/domain/schedule-reports/schedule-views';
import { deleteSchedule } from '../../../shared/domain/schedule-reports/schedule-writes';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { schedulePath } from './fields';

/**
 * DELETE {system_user_url}/schedule-reports/{id}: the owner's schedule removed (no more runs);
 * its logs are kept until their `ttl`, 90 days after each run. Answers the schedule as it was.
 */
export const staffDeleteScheduleReport = defineOperation(
  {
    method: 'DELETE',
    path: '/schedule-reports/{id}',
    operationId: 'staffDeleteScheduleReport',
    summary: 'schedule-reports: delete',
    response: { kind: 'single', record: 'ScheduledReport', notFound: true, conflict: true },
    params: schedulePath,
  },
  async ({ params, request }) =>
    single(await scheduleRecord(await deleteSchedule(staffCaller(request), params.id), request.locale)),
);
