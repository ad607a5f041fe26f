import { listPage, type StoredEntity } from '../../db/entity-store';
import type { PageRequest } from '../lists';
import { pickFields } from '../records';

export const COMPANY_SUBSCRIPTION = 'COMPANY_SUBSCRIPTION';

/** What the company bought of the platform: one record per subscription period. */
export const COMPANY_SUBSCRIPTION_FIELDS = [
  'id',
  'plan',
  'billing_cycle',
  'price',
  'seats',
  'starts_at',
  'ends_at',
  'modules',
  'created_at',
] as const;

type SubscriptionEntity = Record<string, unknown> & StoredEntity & { starts_at: string; ends_at: string };

/** `scheduled` before its start, `active` until its end, `expired` after: derived, so it never goes stale. */
export function subscriptionStatus(startsAt: string, endsAt: string, now = Date.now()): string {
  if (now < Date.parse(startsAt)) return 'scheduled';
  return now < Date.parse(endsAt) ? 'active' : 'expired';
}

/** A page of the company's subscriptions, newest first, with their status and days left. */
export async function listCompanySubscriptions(options: PageRequest) {
  const { items, total } = await listPage<SubscriptionEntity>(
    COMPANY_SUBSCRIPTION,
    options.page,
    options.perPage,
  );
  const now = Date.now();
  const records = items.map((subscription) => ({
    ...pickFields(subscription, COMPANY_SUBSCRIPTION_FIELDS),
    status: subscriptionStatus(subscription.starts_at, subscription.ends_at, now),
    remaining_days: Math.max(0, Math.ceil((Date.parse(subscription.ends_at) - now) / 86_400_000)),
  }));
  return { items: records, total };
}
