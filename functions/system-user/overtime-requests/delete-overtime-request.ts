import { overtimeRecords } from '../../../shared/domain/overtime-requests/overtime-views';
import { deleteOvertime } from '../../../shared/domain/overtime-requests/overtime-writes';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { overtimePath } from './fields';

/**
 * DELETE {system_user_url}/hr/overtime-requests/{overtime_request_id}: a pending request withdrawn
 * by its employee or whoever filed it: `cancelled`, its approval cancelled, the day free again.
 * Decided: 409. Answers the request as it is now.
 */
export const staffDeleteOvertimeRequest = defineOperation(
  {
    method: 'DELETE',
    path: '/hr/overtime-requests/{overtime_request_id}',
    operationId: 'staffDeleteOvertimeRequest',
    summary: 'Hr: overtime-requests delete',
    response: { kind: 'single', record: 'OvertimeRequest', conflict: true, notFound: true },
    params: overtimePath,
  },
  async ({ params, request }) => {
    const caller = staffCaller(request);
    const deleted = await deleteOvertime(caller, params.overtime_request_id);
    const [record] = await overtimeRecords(caller, [deleted], request.locale);
    return single(record);
  },
);
