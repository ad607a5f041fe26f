import * as z from 'zod/mini';
import { overtimeRecords } from '../../../shared/domain/overtime-requests/overtime-views';
import { updateOvertime } from '../../../shared/domain/overtime-requests/overtime-writes';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { optionalFields, overtimePath } from './fields';

/**
 * POST {system_user_url}/hr/overtime-requests/{overtime_request_id}/update: a pending request
 * rewritten by its employee or whoever filed it (what is sent replaces): its approval cancelled
 * and a new one opened in the same transaction. Decided or deleted: 409.
 */
export const staffUpdateOvertimeRequest = defineOperation(
  {
    method: 'POST',
    path: '/hr/overtime-requests/{overtime_request_id}/update',
    operationId: 'staffUpdateOvertimeRequest',
    summary: 'Hr: overtime-requests update',
    response: { kind: 'single', record: 'OvertimeRequest', conflict: true, notFound: true },
    params: overtimePath,
    body: z.object(optionalFields),
  },
  async ({ params, body, request }) => {
    const caller = staffCaller(request);
    const updated = await updateOvertime(caller, params.overtime_request_id, body);
    const [record] = await overtimeRecords(caller, [updated], request.locale);
    return single(record);
  },
);
