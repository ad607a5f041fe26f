import * as z from 'zod/mini';
import { addAcceptanceNotification, NOTIFY_LIMIT } from '../../../shared/domain/acceptances/add-notification';
import { single } from '../../../shared/http/envelopes';
import { blankAsAbsent, idListText, text } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { acceptancePath } from './fields';

/**
 * POST {system_user_url}/acceptances/{acceptance_id}/add-notification: without `user_ids[]`,
 * reminds the current step's reviewers; with them (at most 10), copies those people; `message`
 * optional. A copy goes only to live staff members who may read the approval (422 on `user_ids`
 * otherwise). A caller who may not read the approval: 404; the requester or a current reviewer
 * only may notify (403).
 */
export const staffAddAcceptanceNotification = defineOperation(
  {
    method: 'POST',
    path: '/acceptances/{acceptance_id}/add-notification',
    operationId: 'staffAddAcceptanceNotification',
    summary: 'Acceptance: Add Notification',
    access: { kind: 'staff', ability: 'core.acceptances.notify' },
    response: { kind: 'single', record: 'AcceptanceNotified', conflict: true },
    params: acceptancePath,
    body: z.object({ user_ids: idListText(NOTIFY_LIMIT), message: blankAsAbsent(text(500)) }),
  },
  async ({ params, body, request }) =>
    single(
      await addAcceptanceNotification(params.acceptance_id, staffCaller(request), {
        user_ids: body.user_ids,
        message: body.message,
      }),
    ),
);
