import * as z from 'zod/mini';
import { overtimeRecords } from '../../../shared/domain/overtime-requests/overtime-views';
import { rejectOvertime } from '../../../shared/domain/overtime-requests/overtime-writes';
import { single } from '../../../shared/http/envelopes';
import { requiredText } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { overtimePath } from './fields';

/**
 * POST {system_user_url}/hr/overtime-requests/{overtime_request_id}/reject: a reviewer of the
 * current step rejects the request with a `reason`: `rejected`, the day free for a new request.
 */
export const staffRejectOvertimeRequest = defineOperation(
  {
    method: 'POST',
    path: '/hr/overtime-requests/{overtime_request_id}/reject',
    operationId: 'staffRejectOvertimeRequest',
    summary: 'Hr: overtime-requests reject',
    response: { kind: 'single', record: 'OvertimeRequest', conflict: true, notFound: true },
    params: overtimePath,
    body: z.object({ reason: requiredText(1000) }),
  },
  async ({ params, body, request }) => {
    const caller = staffCaller(request);
    const rejected = await rejectOvertime(caller, params.overtime_request_id, body.reason);
    const [record] = await overtimeRecords(caller, [rejected], request.locale);
    return single(record);
  },
);
