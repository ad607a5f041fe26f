import * as z from 'zod/mini';
import { updateStaffVisit } from '../../../shared/domain/visits/change-staff-visit';
import { VISIT_KINDS } from '../../../shared/domain/visits/staff-visit-record';
import { VISIT_OUTCOME_STATUSES } from '../../../shared/domain/visits/visit-lifecycle';
import { VISIT_FOLLOW_UP_RESULTS } from '../../../shared/domain/visits/visit-outcome';
import { single } from '../../../shared/http/envelopes';
import { blankAsAbsent, optionalIntegerText, optionalText } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { dateTimeText } from '../../client/book-visit/fields';
import { durationText, visitPath } from './fields';

/**
 * POST {system_user_url}/crm/book-visits/{book_visit_id}/update: changes a scheduled visit in the
 * caller's scope. A new `visit_at` reschedules it (history kept, with `reason`); `assigned_user_id`,
 * `duration_minutes`, `unit_id`, `kind`, `notes` change it. Or, once its time has come, `status`
 * `completed` (with `outcome`; a lead's visit also `result` and `next_follow_up_at` for its
 * follow-up) or `no_show`. 409 when it is no longer scheduled or `version` is stale.
 */
export const staffUpdateBookVisit = defineOperation(
  {
    method: 'POST',
    path: '/crm/book-visits/{book_visit_id}/update',
    operationId: 'staffUpdateBookVisit',
    summary: 'BookVisit: update',
    access: { kind: 'staff', ability: 'crm.visits.manage' },
    response: { kind: 'single', record: 'StaffVisit', conflict: true },
    params: visitPath,
    body: z.object({
      visit_at: blankAsAbsent(dateTimeText()),
      duration_minutes: durationText(),
      unit_id: optionalIntegerText({ min: 1 }),
      kind: blankAsAbsent(z.enum(VISIT_KINDS)),
      assigned_user_id: optionalIntegerText({ min: 1 }),
      notes: optionalText(1000),
      reason: blankAsAbsent(optionalText(500)),
      status: blankAsAbsent(z.enum(VISIT_OUTCOME_STATUSES)),
      outcome: blankAsAbsent(optionalText(2000)),
      result: blankAsAbsent(z.enum(VISIT_FOLLOW_UP_RESULTS)),
      next_follow_up_at: blankAsAbsent(dateTimeText()),
      version: optionalIntegerText({ min: 1 }),
    }),
  },
  async ({ params, body, request }) =>
    single(
      await updateStaffVisit(
        staffCaller(request),
        params.book_visit_id,
        {
          ...body,
          reason: body.reason ?? undefined,
          outcome: body.outcome ?? undefined,
        },
        request.locale,
      ),
    ),
);
