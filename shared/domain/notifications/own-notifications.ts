import { countsOf, findEntity, listPage, updateEntities, updateEntity } from '../../db/entity-store';
import { keys } from '../../db/keys';
import { txUpdate } from '../../db/transaction-builder';
import type { TransactItem } from '../../db/transactions';
import { ConflictError, NotFoundError } from '../../errors';
import type { Locale } from '../../i18n';
import type { ListPage, PageRequest } from '../lists';
import { USER, USER_COUNTERS } from '../users/users';
import { STAFF_NOTIFICATION, type StaffNotificationEntity } from './staff-notifications';

/** A notification as its recipient reads it: title and body in the request's language. */
export interface NotificationView {
  id: number;
  module: string;
  type: string;
  title: string;
  body: string;
  subject_type: string | null;
  subject_id: number | null;
  is_read: boolean;
  read_at: string | null;
  created_at: string;
}

function viewOf(notification: StaffNotificationEntity, locale: Locale): NotificationView {
  return {
    id: notification.id,
    module: notification.module,
    type: notification.type,
    title: locale === 'ar' ? notification.title_ar : notification.title_en,
    body: locale === 'ar' ? notification.body_ar : notification.body_en,
    subject_type: notification.subject_type ?? null,
    subject_id: notification.subject_id ?? null,
    is_read: notification.is_read,
    read_at: notification.read_at ?? null,
    created_at: notification.created_at,
  };
}

/** The update that moves a user's unread counter by `delta`, for the transaction that reads them. */
function unreadCounterMove(userId: number, delta: number): TransactItem {
  return txUpdate('unread-count', keys.counts({ type: USER, id: userId }), {
    add: { [USER_COUNTERS.unreadNotifications]: delta },
  }).item;
}

/** The caller's own notifications, newest first, all or unread only (a declared list each). */
export async function listOwnNotifications(
  userId: number,
  query: PageRequest & { unreadOnly: boolean; locale: Locale },
): Promise<ListPage<NotificationView>> {
  const filters = query.unreadOnly ? { user_id: userId, is_read: false } : { user_id: userId };
  const { items, total } = await listPage(STAFF_NOTIFICATION, query.page, query.perPage, { filters });
  return { items: items.map((item) => viewOf(item, query.locale)), total };
}

/** The caller's unread notifications, from their counter (never a count query). */
export async function countUnreadNotifications(userId: number): Promise<{ count: number }> {
  const counts = await countsOf([{ type: USER, id: userId }]);
  const count = counts.get({ type: USER, id: userId })?.[USER_COUNTERS.unreadNotifications] ?? 0;
  return { count: Math.max(0, count) };
}

/** Racing marks of one notification: each lost race reads it again (it is then read, and answered). */
const MARK_ATTEMPTS = 5;

/**
 * Marks one of the caller's notifications read (another's, or none, is a 404). Idempotent: an
 * already read one is answered as it is. The flag and the counter's -1 land in one transaction
 * conditioned on the version read, so of racing marks exactly one moves the counter.
 */
export async function markNotificationRead(
  userId: number,
  notificationId: number,
  locale: Locale,
): Promise<NotificationView> {
  for (let attempt = 1; ; attempt++) {
    const notification = await findEntity(STAFF_NOTIFICATION, notificationId);
    if (!notification || notification.user_id !== userId) throw new NotFoundError('notification');
    if (notification.is_read) return viewOf(notification, locale);
    try {
      const read = await updateEntity(
        STAFF_NOTIFICATION,
        notificationId,
        { is_read: true, read_at: new Date().toISOString() },
        { recordName: 'notification', current: notification, also: [unreadCounterMove(userId, -1)] },
      );
      return viewOf(read, locale);
    } catch (error) {
      if (!(error instanceof ConflictError) || attempt >= MARK_ATTEMPTS) throw error;
    }
  }
}

/**
 * Notifications marked per transaction: each costs 4 items (the record, its unread entry out, its
 * read entry in, its entry of the list of all rewritten with what it carries: `is_read`), plus the
 * two lists' counts and the user's counter: 24 × 4 + 3 of DynamoDB's 100.
 */
const MARK_PAGE = 24;
/** A bound on the pages one call marks (30 000 notifications); the rest wait for the next call. */
const MAX_PAGES = 1_000;

/**
 * Marks every notification the caller had unread when the call began, a page at a time, each page
 * in one transaction with the counter moved by exactly the number it marked. A notification that
 * arrives meanwhile (a higher id than the newest unread at the start) stays unread; a page that
 * another call changed meanwhile is read again.
 */
export async function markAllNotificationsRead(userId: number): Promise<{ marked: number }> {
  const filters = { user_id: userId, is_read: false };
  const first = await listPage(STAFF_NOTIFICATION, 1, 1, { filters });
  const newestAtStart = first.items[0]?.id;
  if (newestAtStart === undefined) return { marked: 0 };
  let marked = 0;
  let newer = 0;
  for (let pages = 0; pages < MAX_PAGES; pages++) {
    // Newer arrivals sort first (newest first): read past them.
    const { items } = await listPage(STAFF_NOTIFICATION, 1, MARK_PAGE + newer, { filters });
    const arrived = items.filter((item) => item.id > newestAtStart).length;
    const page = items.filter((item) => item.id <= newestAtStart && !item.is_read).slice(0, MARK_PAGE);
    if (page.length === 0) {
      // A page full of arrivals may hide older unread ones below it; anything less is the end.
      if (items.length < MARK_PAGE + newer || arrived < items.length) break;
      newer = arrived;
      continue;
    }
    newer = arrived;
    try {
      await updateEntities(
        STAFF_NOTIFICATION,
        page,
        { is_read: true, read_at: new Date().toISOString() },
        { also: [unreadCounterMove(userId, -page.length)] },
      );
      marked += page.length;
    } catch (error) {
      // One of the page was marked on its own meanwhile: nothing of this page landed; read it again.
      if (!(error instanceof ConflictError)) throw error;
    }
  }
  return { marked };
}
