import * as z from 'zod';

/** What the staff notification operations answer. */

const timestamp = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);

/** A staff member's in-app notification, its title and body in the request's language. */
export const StaffNotification = z.strictObject({
  id: z.number().int(),
  module: z.string(),
  type: z.string(),
  title: z.string(),
  body: z.string(),
  subject_type: z.string().nullable(),
  subject_id: z.number().int().nullable(),
  is_read: z.boolean(),
  read_at: timestamp.nullable(),
  created_at: timestamp,
});

/** What count-unread answers: the caller's unread notifications. */
export const UnreadNotificationCount = z.strictObject({ count: z.number().int().min(0) });

/** What mark-all-as-read answers: how many notifications it marked. */
export const NotificationsMarkedRead = z.strictObject({ marked: z.number().int().min(0) });

/** What update push-notification token answers: the device registered to the caller. */
export const PushTokenRegistered = z.strictObject({
  platform: z.enum(['ios', 'android', 'web']),
  registered: z.literal(true),
});
