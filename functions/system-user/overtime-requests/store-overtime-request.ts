import * as z from 'zod/mini';
import { overtimeRecords } from '../../../shared/domain/overtime-requests/overtime-views';
import { storeOvertime } from '../../../shared/domain/overtime-requests/overtime-writes';
import { single } from '../../../shared/http/envelopes';
import { optionalIntegerText } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { overtimeFields } from './fields';

/**
 * POST {system_user_url}/hr/overtime-requests: overtime of `work_date` from `from_time` to
 * `to_time` (Riyadh), for the caller or (`employee_id`) one of their reports. The kind comes from
 * the day (workday ≤ 4 h, weekend, holiday); `time_off` asked by a manager needs
 * `employee_consent`. One request per employee and day (422). `pending_acceptance`, its approval
 * (the employee's line manager) opened in the same transaction.
 */
export const staffStoreOvertimeRequest = defineOperation(
  {
    method: 'POST',
    path: '/hr/overtime-requests',
    operationId: 'staffStoreOvertimeRequest',
    summary: 'Hr: overtime-requests store',
    response: { kind: 'single', record: 'OvertimeRequest', created: true, conflict: true },
    body: z.object({ employee_id: optionalIntegerText({ min: 1 }), ...overtimeFields }),
  },
  async ({ body, request }) => {
    const caller = staffCaller(request);
    const stored = await storeOvertime(caller, body);
    const [record] = await overtimeRecords(caller, [stored], request.locale);
    return single(record);
  },
);
