import * as z from 'zod/mini';
import { overtimeFormData } from '../../../shared/domain/overtime-requests/overtime-views';
import { single } from '../../../shared/http/envelopes';
import { optionalDateText } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';

/**
 * GET {system_user_url}/hr/overtime-requests/get-form-data?work_date=: the kinds and compensations,
 * the kind of `work_date` (today by default) and the caller's attendance of it with the overtime
 * minutes it allows, and a line manager's reports.
 */
export const staffOvertimeRequestFormData = defineOperation(
  {
    method: 'GET',
    path: '/hr/overtime-requests/get-form-data',
    operationId: 'staffOvertimeRequestFormData',
    summary: 'Hr: overtime-requests get-form-data',
    response: { kind: 'single', record: 'OvertimeRequestFormData' },
    query: z.object({ work_date: optionalDateText() }),
  },
  async ({ query, request }) =>
    single(await overtimeFormData(staffCaller(request), query.work_date, request.locale)),
);
