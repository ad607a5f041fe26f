import { getEntity, listPage, prepareUpdate } from '../../db/entity-store';
import { transaction } from '../../db/transaction-builder';
import { PublicError } from '../../errors';
import type { Actor } from '../lifecycle/lifecycle';
import { BOOKING, type BookingEntity } from '../sales/sales';
import { UNIT } from '../units/units';
import { HOUR_MS, REMINDER_HOURS } from './booking-holds';
import { BOOKING_RECORD_NAME, expiringNotice, prepareBookingRelease, RELEASE_BUDGET } from './booking-writes';

const PAGE = 100;
const EXPIRY_ACTOR: Actor = { kind: 'system', name: 'booking-expiry' };

/**
 * The open holds whose `due_at` falls up to `to` (and from `from`), earliest first, through the
 * list ordered by it: a key range, so a run reads only the due ones, never the whole list.
 */
async function* dueBookings(consumes: boolean, to: Date, from?: Date): AsyncGenerator<BookingEntity> {
  const range = { attribute: 'due_at', to: to.toISOString(), ...(from ? { from: from.toISOString() } : {}) };
  // A release takes the booking out of the list: the expiry reads page 1 again until it holds
  // nothing new; the reminders (which leave the list as it is) read page after page.
  const seen = new Set<number>();
  for (let page = 1; ; page += consumes ? 0 : 1) {
    const { items } = await listPage(BOOKING, page, PAGE, { filters: {}, range });
    const fresh = items.filter((item) => !seen.has(item.id));
    if (fresh.length === 0) return;
    for (const item of fresh) {
      seen.add(item.id);
      yield item;
    }
  }
}

/** Releases one hold as the system; a hold changed meanwhile (sent to approval, cancelled) is left to its new state. */
async function expireOne(booking: BookingEntity, now: Date): Promise<boolean> {
  try {
    const release = await prepareBookingRelease(booking, 'expire', EXPIRY_ACTOR, { at: now });
    await transaction('expire-booking', { budget: RELEASE_BUDGET }).include('release', release).commit();
    return true;
  } catch (error) {
    if (error instanceof PublicError) return false;
    throw error;
  }
}

/**
 * Expires the holds whose time is up as of `now` (never DynamoDB's TTL, which lags): `due_at` is
 * an active hold's `booking_expired_at` and an accepted one's `init_deadline_at`. Each release promotes the
 * waiting hold or frees the unit in its own transaction, conditioned on the versions read, so a
 * hold sent to approval at the same moment either expired first or is paused (and no longer
 * due). Holds waiting for approval are in neither list: they never expire. Returns the ids expired.
 */
export async function expireDueBookings(now: Date): Promise<number[]> {
  const expired: number[] = [];
  for await (const booking of dueBookings(true, now))
    if (await expireOne(booking, now)) expired.push(booking.id);
  return expired;
}

/**
 * Reminds the agent of each active hold expiring within the next 6 hours, once (`reminded_at`
 * written with the notification, conditioned on the version read). Returns the ids reminded.
 */
export async function remindExpiringBookings(now: Date): Promise<number[]> {
  const reminded: number[] = [];
  for await (const booking of dueBookings(false, new Date(now.getTime() + REMINDER_HOURS * HOUR_MS), now)) {
    // Accepted holds due soon are at their init deadline: that is the agent's own clock.
    if (booking.status !== 'active' || booking.reminded_at) continue;
    const unit = await getEntity(UNIT, booking.unit_id, 'unit');
    const change = await prepareUpdate(
      BOOKING,
      booking.id,
      { reminded_at: now.toISOString() },
      {
        recordName: BOOKING_RECORD_NAME,
        current: booking,
        expectedVersion: booking.version,
        also: await expiringNotice(booking, unit),
      },
    );
    try {
      await transaction('remind-booking', { budget: 30 }).include('booking', change).commit();
      reminded.push(booking.id);
    } catch (error) {
      if (!(error instanceof PublicError)) throw error;
    }
  }
  return reminded;
}
