import { logFilters } from '../../../shared/domain/schedule-reports/schedule-views';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';

/** GET {system_user_url}/schedule-reports/logs/filters: the logs index's filters and their choices. */
export const staffScheduleReportLogFilters = defineOperation(
  {
    method: 'GET',
    path: '/schedule-reports/logs/filters',
    operationId: 'staffScheduleReportLogFilters',
    summary: 'schedule-reports: logs filters',
    response: { kind: 'single', record: 'ListFilters' },
  },
  async ({ request }) => single(logFilters(staffCaller(request), request.locale)),
);
