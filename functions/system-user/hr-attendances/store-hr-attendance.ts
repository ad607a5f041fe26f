import * as z from 'zod/mini';
import { storeManualAttendance } from '../../../shared/domain/attendance/hr-attendance';
import { single } from '../../../shared/http/envelopes';
import { dateText, integerText } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { dayEntryFields, HR_ATTENDANCES } from './fields';

/**
 * POST {system_user_url}/hr/attendances: HR records an employee's `work_date` by hand with a
 * `reason`: `check_in_time` and `check_out_time` (Riyadh `HH:MM`; minutes and status computed as
 * at a check-out) or a `status` of a day without times (absent, on_leave, holiday, weekend). An
 * employee outside the caller's scope: 422 on `employee_id`; a future day: 422; the day recorded
 * already: 409; an overlap with the employee's neighbouring days: 422.
 */
export const staffStoreHrAttendance = defineOperation(
  {
    method: 'POST',
    path: HR_ATTENDANCES,
    operationId: 'staffStoreHrAttendance',
    summary: 'Attendance: hr-attendance store',
    response: { kind: 'single', record: 'Attendance', created: true, conflict: true },
    body: z.object({ employee_id: integerText({ min: 1 }), work_date: dateText(), ...dayEntryFields }),
  },
  async ({ body, request }) =>
    single(await storeManualAttendance(staffCaller(request), body, request.locale)),
);
