import type { ModuleExamples } from '../../../infra/openapi/request-examples';

/** A working request for each operation of system-user/notifications, on the demo data of `npm start`. */
export const examples: ModuleExamples = {
  staffListNotifications: { query: { unread_only: '1' } },
  staffCountUnreadNotifications: {},
  staffMarkNotificationRead: { path: { notification_id: '1' } },
  staffMarkAllNotificationsRead: { after: ['staffListNotifications', 'staffCountUnreadNotifications'] },
};
