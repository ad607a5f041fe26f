import { listPage } from '../../db/entity-store';
import { entityType } from '../../db/entity-type';
import type { PageRequest } from '../lists';
import { pickFields } from '../records';

/** What the company bought of the platform: one record per subscription period. */
export interface CompanySubscription {
  plan: string;
  billing_cycle: string;
  price: number;
  seats: number;
  starts_at: string;
  ends_at: string;
  modules: string[];
}

export const COMPANY_SUBSCRIPTION = entityType<CompanySubscription>('COMPANY_SUBSCRIPTION', { lists: [] });

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

/** `scheduled` before its start, `active` until its end, `expired` after: derived, so it never goes stale. */
export function subscriptionStatus(startsAt: string, endsAt: string, now = Date.now()): string {
  if (now < Date.parse(startsAt)) return 'scheduled';
  return now < Date.parse(endsAt) ? 'active' : 'expired';
}

/** A page of the company's subscriptions, newest first, with their status and days left. */
export async function listCompanySubscriptions(options: PageRequest) {
  const { items, total } = await listPage(COMPANY_SUBSCRIPTION, options.page, options.perPage);
  const now = Date.now();
  const records = items.map((subscription) => ({
    ...pickFields(subscription, COMPANY_SUBSCRIPTION_FIELDS),
    status: subscriptionStatus(subscription.starts_at, subscription.ends_at, now),
    remaining_days: Math.max(0, Math.ceil((Date.parse(subscription.ends_at) - now) / 86_400_000)),
  }));
  return { items: records, total };
}
