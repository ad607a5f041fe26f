import { findEntity, getEntity, loadEntities } from '../../db/entity-store';
import { transaction } from '../../db/transaction-builder';
import { ConflictError, ForbiddenError, NotFoundError } from '../../errors';
import type { Locale } from '../../i18n';
import { cancelOpenAcceptance, submitForAcceptance } from '../acceptances/engine';
import type { Actor } from '../lifecycle/lifecycle';
import { retryLostRace } from '../retry';
import { BOOKING, type BookingEntity } from '../sales/sales';
import { UNIT, type UnitEntity } from '../units/units';
import { inScope, type StaffViewer } from '../users/row-scope';
import { bookingApprovable } from './booking-acceptance';
import { BOOKING_SCOPE } from './booking-scope';
import { BOOKING_RECORD_NAME, bookingStep, prepareBookingRelease, RELEASE_BUDGET } from './booking-writes';
import { bookingRecord, bookingRecords, unitVisible } from './bookings';

/** The unit of a booking tab: 404 when missing or outside a `projects` scope. */
async function tabUnit(viewer: StaffViewer, unitId: number): Promise<UnitEntity> {
  const unit = await getEntity(UNIT, unitId, 'unit');
  if (!unitVisible(viewer, unit)) throw new NotFoundError('unit');
  return unit;
}

/** A booking of the unit in the viewer's scope (the unit's active one unless `bookingId`), or 404. */
async function tabBooking(viewer: StaffViewer, unit: UnitEntity, bookingId?: number): Promise<BookingEntity> {
  const id = bookingId ?? unit.active_booking_id;
  const booking = typeof id === 'number' ? await findEntity(BOOKING, id) : undefined;
  if (!booking || booking.unit_id !== unit.id || !inScope(viewer, booking, BOOKING_SCOPE))
    throw new NotFoundError(BOOKING_RECORD_NAME);
  return booking;
}

/**
 * The booking tab of a saleable detail: the unit's active and waiting bookings, each only when it
 * is in the viewer's row scope (else null), with its clock and what the viewer may do.
 */
export async function bookingTabData(viewer: StaffViewer, unitId: number, locale: Locale) {
  const unit = await tabUnit(viewer, unitId);
  const loaded = await loadEntities([
    { type: BOOKING, id: unit.active_booking_id },
    { type: BOOKING, id: unit.next_booking_id },
  ]);
  const visible = (id: number | null | undefined) => {
    const booking = loaded.get(BOOKING, id);
    return booking && inScope(viewer, booking, BOOKING_SCOPE) ? booking : undefined;
  };
  const [active, next] = [visible(unit.active_booking_id), visible(unit.next_booking_id)];
  const records = await bookingRecords(
    [active, next].filter((b) => b !== undefined),
    viewer,
    locale,
  );
  return {
    unit_id: unit.id,
    unit_status: unit.status,
    activeBooking: active ? (records[0] ?? null) : null,
    nextBooking: next ? (records[active ? 1 : 0] ?? null) : null,
  };
}

/**
 * Cancels a hold (reason required): the unit's active booking, or `booking_id` (the waiting one),
 * in the caller's scope (404 otherwise). One transaction: the booking cancelled with who, when and
 * why, its guards given back, the waiting booking promoted or the unit freed, and an open approval
 * of it cancelled. A lost race reads again and retries.
 */
export async function cancelBooking(
  viewer: StaffViewer,
  actor: Actor,
  unitId: number,
  input: { booking_id?: number | undefined; reason: string },
  locale: Locale,
) {
  const cancelled = await retryLostRace(async () => {
    const unit = await tabUnit(viewer, unitId);
    const booking = await tabBooking(viewer, unit, input.booking_id);
    const at = new Date();
    const release = await prepareBookingRelease(booking, 'cancel', actor, {
      at,
      reason: input.reason,
      changes: {
        cancelled_by_user_id: viewer.user_id,
        cancelled_at: at.toISOString(),
        cancel_reason: input.reason,
      },
    });
    const withAcceptance =
      booking.status === 'pending_acceptance'
        ? await cancelOpenAcceptance(bookingApprovable, booking.id, actor, { also: release.items })
        : undefined;
    if (!withAcceptance)
      await transaction('cancel-booking', { budget: RELEASE_BUDGET }).include('release', release).commit();
    return release.booking;
  });
  return bookingRecord(cancelled, viewer, locale);
}

/**
 * Sends the unit's active hold to approval (its agent only: 403 for others in scope): the
 * client's financial solvency must be recorded (`financial_solvency_id`, a cash purchase too;
 * else 409). One transaction opens the approval and pauses the hold (`pending_acceptance`, the
 * seconds it had left kept): an expiry racing it cancels one of the two.
 */
export async function sendBookingToAcceptance(
  viewer: StaffViewer,
  actor: Actor,
  unitId: number,
  locale: Locale,
) {
  await retryLostRace(async () => {
    const unit = await tabUnit(viewer, unitId);
    const booking = await tabBooking(viewer, unit);
    if (booking.sale_support_user_id !== viewer.user_id) throw new ForbiddenError('bookings.not_owner');
    const now = new Date();
    const left = Math.floor((Date.parse(booking.booking_expired_at ?? '') - now.getTime()) / 1000);
    if (booking.status === 'active' && !(left > 0))
      throw new ConflictError('bookings.not_allowed', { action: 'send to approval', status: 'expired' });
    if (booking.status === 'active' && typeof booking.financial_solvency_id !== 'number')
      throw new ConflictError('bookings.solvency_required');
    return submitForAcceptance(bookingApprovable, booking.id, {
      also: async (acceptanceId) =>
        (
          await bookingStep(booking, 'send_to_acceptance', actor, {
            at: now,
            changes: { remaining_seconds_when_paused: left, acceptance_id: acceptanceId },
          })
        ).items,
    });
  });
  const unit = await tabUnit(viewer, unitId);
  return bookingRecord(await tabBooking(viewer, unit), viewer, locale);
}
