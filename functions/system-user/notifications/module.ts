import { declareModule } from '../../../shared/http/module';

/**
 * system-user/notifications: one Lambda, the caller's own in-app notifications. Its operations are
 * the operation files of this folder (each declares its route).
 */
export const staffNotifications = declareModule({
  surface: 'system-user',
  resource: 'notifications',
  grants: { table: 'readwrite' },
  access: { kind: 'staff', ability: 'core.notifications.use' },
  abilities: {
    'core.notifications.use': 'Own notifications: list, count unread, mark read.',
  },
});
