import { countsOf } from '../../db/entity-store';
import { type Locale, type MessageKey, translate } from '../../i18n';
import { USER, USER_COUNTERS } from '../users/users';

/** A count of the home screen, the ability that shows it and the user counter it reads. */
const HOME_COUNTS = [
  {
    key: 'waiting_acceptances',
    ability: 'core.acceptances.decide',
    counter: USER_COUNTERS.waitingAcceptances,
    label: 'home.waiting_acceptances',
  },
  {
    key: 'unread_notifications',
    ability: 'core.notifications.use',
    counter: USER_COUNTERS.unreadNotifications,
    label: 'home.unread_notifications',
  },
  {
    key: 'follow_ups_due',
    ability: 'crm.leads.manage',
    counter: USER_COUNTERS.followUpsDue,
    label: 'home.follow_ups_due',
  },
] as const satisfies ReadonlyArray<{ key: string; ability: string; counter: string; label: MessageKey }>;

export type HomeCountKey = (typeof HOME_COUNTS)[number]['key'];

/**
 * The home screen's counts the caller's abilities allow, in that order, each read from the
 * counters on the user's COUNTS item (one read, never a query): approvals waiting for them and
 * unread notifications, and their leads due for a follow-up. Bookings expiring today and visits join with their issues.
 */
export async function homeSummary(userId: number, abilities: readonly string[], locale: Locale) {
  const holds = (ability: string) => abilities.includes('*') || abilities.includes(ability);
  const shown = HOME_COUNTS.filter((count) => holds(count.ability));
  const counters = shown.length
    ? (await countsOf([{ type: USER, id: userId }])).get({ type: USER, id: userId })
    : {};
  return {
    counts: shown.map((count) => ({
      key: count.key,
      label: translate(locale, count.label),
      count: Math.max(0, Number(counters?.[count.counter] ?? 0)),
    })),
  };
}
