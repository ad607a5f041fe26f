import { countUnreadNotifications } from '../../../shared/domain/notifications/own-notifications';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';

/** GET {system_user_url}/notifications/count-unread: `{count}` of the caller's unread, from their counter. */
export const staffCountUnreadNotifications = defineOperation(
  {
    method: 'GET',
    path: '/notifications/count-unread',
    operationId: 'staffCountUnreadNotifications',
    summary: 'Notifications: count-unread',
    response: { kind: 'single', record: 'UnreadNotificationCount' },
  },
  async ({ request }) => single(await countUnreadNotifications(staffCaller(request).id)),
);
