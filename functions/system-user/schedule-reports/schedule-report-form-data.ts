import { scheduleFormData } from '../../../shared/domain/schedule-reports/schedule-views';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';

/**
 * GET {system_user_url}/schedule-reports/get-form-data: the reports whose ability the caller holds,
 * each with the staff users who may receive it; periods, frequencies, formats, the time zone.
 */
export const staffScheduleReportFormData = defineOperation(
  {
    method: 'GET',
    path: '/schedule-reports/get-form-data',
    operationId: 'staffScheduleReportFormData',
    summary: 'schedule-reports: get form data',
    response: { kind: 'single', record: 'ScheduledReportFormData' },
  },
  async ({ request }) => single(await scheduleFormData(staffCaller(request), request.locale)),
);
