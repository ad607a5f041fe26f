import { prepareCreate } from '../../db/entity-store';
import { type EntityOf, entityType } from '../../db/entity-type';
import type { TransactItem } from '../../db/transactions';
import { outboxPut, pushMessage } from '../../notifications/outbox';
import { USER, USER_COUNTERS } from '../users/users';

/** An in-app notification of one staff member (STAFF-DOMAIN.md section 2). */
export interface StaffNotification {
  user_id: number;
  /** The module that raised it (`acceptances`, `bookings`, ...). */
  module: string;
  /** What happened (`acceptance_requested`, `acceptance_decided`, `booking_expiring`, ...). */
  type: string;
  title_en: string;
  title_ar: string;
  body_en: string;
  body_ar: string;
  /** The record it is about, for the app's deep link. */
  subject_type: string | null;
  subject_id: number | null;
  /** `read` while unread is false: the unread list is a declared list. */
  is_read: boolean;
  read_at: string | null;
}

/** A user's notifications, all or unread only, newest first. */
export const STAFF_NOTIFICATION = entityType<StaffNotification>('STAFF_NOTIFICATION', {
  lists: [['user_id'], ['user_id', 'is_read']],
});

export type StaffNotificationEntity = EntityOf<typeof STAFF_NOTIFICATION>;

/** What to tell: the same notification for each recipient, in English and Arabic. */
export interface StaffMessage {
  module: string;
  type: string;
  title: { en: string; ar: string };
  body: { en: string; ar: string };
  subject?: { type: string; id: number };
}

/**
 * The transaction items that notify staff members: for each recipient, the notification, one
 * more unread on their counter and a push to their devices (an outbox message). They go into the transaction of the change that causes them (an
 * approval decided), so a notification exists if and only if that change happened.
 */
export async function staffNotificationWrites(
  userIds: number[],
  message: StaffMessage,
): Promise<TransactItem[]> {
  const creates = await Promise.all(
    [...new Set(userIds)].map((userId) =>
      prepareCreate(
        STAFF_NOTIFICATION,
        {
          user_id: userId,
          module: message.module,
          type: message.type,
          title_en: message.title.en,
          title_ar: message.title.ar,
          body_en: message.body.en,
          body_ar: message.body.ar,
          subject_type: message.subject?.type ?? null,
          subject_id: message.subject?.id ?? null,
          is_read: false,
          read_at: null,
        },
        { counts: [{ parent: { type: USER, id: userId }, counter: USER_COUNTERS.unreadNotifications }] },
      ),
    ),
  );
  // One push per recipient, queued in the same transaction: the notifier sends it to their devices.
  return creates.flatMap((create) => [
    ...create.items,
    outboxPut(
      pushMessage(create.entity.user_id, message.title, message.body, {
        notification_id: String(create.entity.id),
        module: message.module,
        type: message.type,
        ...(message.subject
          ? { subject_type: message.subject.type, subject_id: String(message.subject.id) }
          : {}),
      }),
    ),
  ]);
}
