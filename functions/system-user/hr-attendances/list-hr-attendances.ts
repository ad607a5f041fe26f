import * as z from 'zod/mini';
import { ATTENDANCE_STATUSES } from '../../../shared/domain/attendance/attendance';
import { listHrAttendance } from '../../../shared/domain/attendance/hr-attendance';
import { page } from '../../../shared/http/envelopes';
import {
  blankAsAbsent,
  optionalDateText,
  optionalIntegerText,
  paginationQuery,
} from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { monthText } from '../attendance/fields';
import { HR_ATTENDANCES } from './fields';

/**
 * GET {system_user_url}/hr/attendances: records in the caller's `hr` row scope (HR all, a line
 * manager their reports) in work-day order, by `employee_id`, `department_id`, `status`, over
 * `date_from`/`date_to` or a `month` (`YYYY-MM`; neither: this Riyadh month).
 */
export const staffListHrAttendances = defineOperation(
  {
    method: 'GET',
    path: HR_ATTENDANCES,
    operationId: 'staffListHrAttendances',
    summary: 'Attendance: hr-attendance index',
    response: { kind: 'list', record: 'Attendance' },
    query: z.object({
      ...paginationQuery,
      employee_id: optionalIntegerText({ min: 1 }),
      department_id: optionalIntegerText({ min: 1 }),
      status: blankAsAbsent(z.enum(ATTENDANCE_STATUSES)),
      date_from: optionalDateText(),
      date_to: optionalDateText(),
      month: blankAsAbsent(monthText()),
    }),
  },
  async ({ query: { page: _page, per_page: _perPage, ...filters }, request }) =>
    page(
      await listHrAttendance(staffCaller(request), { ...request.page, ...filters }, request.locale),
      request,
    ),
);
