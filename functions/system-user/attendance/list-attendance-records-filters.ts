import { attendanceRecordFilters } from '../../../shared/domain/attendance/attendance-records';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';
import { ATTENDANCE } from './fields';

/** GET {system_user_url}/hr/attendance/records/filters: the records' filters (month, status) and their choices. */
export const staffListAttendanceRecordsFilters = defineOperation(
  {
    method: 'GET',
    path: `${ATTENDANCE}/records/filters`,
    operationId: 'staffListAttendanceRecordsFilters',
    summary: 'Attendance: attendance list records filters',
    response: { kind: 'single', record: 'ListFilters' },
  },
  async ({ request }) => single(attendanceRecordFilters(request.locale)),
);
