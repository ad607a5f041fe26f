import { scheduleRecord } from '../../../shared/domain/schedule-reports/schedule-views';
import { updateSchedule } from '../../../shared/domain/schedule-reports/schedule-writes';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { scheduleBody, schedulePath } from './fields';
import { scheduleInput } from './store-schedule-report';

/** POST {system_user_url}/schedule-reports/{id}/update: the owner's whole schedule again; the next run recomputed. */
export const staffUpdateScheduleReport = defineOperation(
  {
    method: 'POST',
    path: '/schedule-reports/{id}/update',
    operationId: 'staffUpdateScheduleReport',
    summary: 'schedule-reports: update',
    response: { kind: 'single', record: 'ScheduledReport', notFound: true, conflict: true },
    params: schedulePath,
    body: scheduleBody,
  },
  async ({ params, body, request }) =>
    single(
      await scheduleRecord(
        await updateSchedule(staffCaller(request), params.id, scheduleInput(body)),
        request.locale,
      ),
    ),
);
