import * as z from 'zod/mini';
import { deleteStaffVisit } from '../../../shared/domain/visits/change-staff-visit';
import { single } from '../../../shared/http/envelopes';
import { filterText } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { visitPath } from './fields';

/**
 * DELETE {system_user_url}/crm/book-visits/{book_visit_id}?reason=: a scheduled visit still to come
 * is cancelled (kept, `cancelled_reason`), any other soft-deleted; either way its slot and the
 * visitor's upcoming visit are freed at once. Answers the visit as it is left.
 */
export const staffDeleteBookVisit = defineOperation(
  {
    method: 'DELETE',
    path: '/crm/book-visits/{book_visit_id}',
    operationId: 'staffDeleteBookVisit',
    summary: 'BookVisit: delete',
    access: { kind: 'staff', ability: 'crm.visits.manage' },
    response: { kind: 'single', record: 'StaffVisit', conflict: true },
    params: visitPath,
    query: z.object({ reason: filterText(500) }),
  },
  async ({ params, query, request }) =>
    single(await deleteStaffVisit(staffCaller(request), params.book_visit_id, query.reason, request.locale)),
);
