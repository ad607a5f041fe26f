import { markAllNotificationsRead } from '../../../shared/domain/notifications/own-notifications';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';

/** POST {system_user_url}/notifications/mark-all-as-read: every notification unread when the call began; `{marked}`. */
export const staffMarkAllNotificationsRead = defineOperation(
  {
    method: 'POST',
    path: '/notifications/mark-all-as-read',
    operationId: 'staffMarkAllNotificationsRead',
    summary: 'Notifications: mark-all-as-read',
    response: { kind: 'single', record: 'NotificationsMarkedRead' },
  },
  async ({ request }) => single(await markAllNotificationsRead(staffCaller(request).id)),
);
