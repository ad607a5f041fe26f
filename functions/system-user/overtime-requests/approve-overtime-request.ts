import * as z from 'zod/mini';
import { overtimeRecords } from '../../../shared/domain/overtime-requests/overtime-views';
import { approveOvertime } from '../../../shared/domain/overtime-requests/overtime-writes';
import { single } from '../../../shared/http/envelopes';
import { optionalIntegerText } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { overtimePath } from './fields';

/**
 * POST {system_user_url}/hr/overtime-requests/{overtime_request_id}/approve: the caller accepts the
 * request's current approval step by the engine's rules (a current reviewer, never the employee:
 * 403). `approved_min` (default the requested minutes, within the day's attendance) ≤ requested
 * and ≤ what the day's attendance worked beyond the shift: 422. Time off credits comp-off days.
 */
export const staffApproveOvertimeRequest = defineOperation(
  {
    method: 'POST',
    path: '/hr/overtime-requests/{overtime_request_id}/approve',
    operationId: 'staffApproveOvertimeRequest',
    summary: 'Hr: overtime-requests approve',
    response: { kind: 'single', record: 'OvertimeRequest', conflict: true, notFound: true },
    params: overtimePath,
    body: z.object({ approved_min: optionalIntegerText({ min: 1, max: 24 * 60 }) }),
  },
  async ({ params, body, request }) => {
    const caller = staffCaller(request);
    const approved = await approveOvertime(caller, params.overtime_request_id, body.approved_min);
    const [record] = await overtimeRecords(caller, [approved], request.locale);
    return single(record);
  },
);
