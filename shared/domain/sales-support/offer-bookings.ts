import { getEntity, loadEntities } from '../../db/entity-store';
import { ConflictError, NotFoundError } from '../../errors';
import { BOOKING_SCOPE } from '../bookings/booking-scope';
import { type StaffCaller, scopeOf } from '../callers/callers';
import { BOOKING, type BookingEntity } from '../sales/sales';
import { UNIT, type UnitEntity } from '../units/units';
import { inScope } from '../users/row-scope';

/** A booking that holds its unit has an offer: before, during and after its approval. */
export const OFFER_STATUSES: readonly string[] = ['active', 'pending_acceptance', 'accepted'];
/** A booking whose solvency may still change: not yet sent to approval. */
export const SOLVENCY_OPEN_STATUSES: readonly string[] = ['active', 'waiting'];

/** A unit and the booking a staff operation acts on. */
export interface UnitBooking {
  unit: UnitEntity;
  booking: BookingEntity;
}

/** The unit (404 when missing, or outside a `projects` scope) with its active and waiting bookings. */
async function unitWithBookings(viewer: StaffCaller, unitId: number) {
  const unit = await getEntity(UNIT, unitId, 'unit');
  if (scopeOf(viewer, 'holds-and-sales') === 'projects' && !viewer.project_ids.includes(unit.project_id))
    throw new NotFoundError('unit');
  const loaded = await loadEntities([
    { type: BOOKING, id: unit.active_booking_id },
    { type: BOOKING, id: unit.next_booking_id },
  ]);
  const bookings = [loaded.get(BOOKING, unit.active_booking_id), loaded.get(BOOKING, unit.next_booking_id)];
  return { unit, bookings: bookings.filter((booking) => booking !== undefined) };
}

/**
 * The booking a unit's offer is for: its active booking (active, waiting for approval or accepted).
 * 409 when the unit has none; 404 when it is outside the viewer's row scope.
 */
export async function bookingForOffer(viewer: StaffCaller, unitId: number): Promise<UnitBooking> {
  const { unit, bookings } = await unitWithBookings(viewer, unitId);
  const booking = bookings.find((each) => each.id === unit.active_booking_id);
  if (!booking || !OFFER_STATUSES.includes(booking.status))
    throw new ConflictError('booking_offers.no_offer_booking');
  if (!inScope(viewer, 'holds-and-sales', booking, BOOKING_SCOPE)) throw new NotFoundError('booking');
  return { unit, booking };
}

/**
 * The booking of a unit whose solvency the viewer records: `bookingId` when given (the unit's active
 * or waiting booking), else the first of them in the viewer's scope. 404 for a booking outside the
 * scope or not on the unit; 409 when the unit has no booking at all.
 */
export async function bookingForSolvency(
  viewer: StaffCaller,
  unitId: number,
  bookingId?: number,
): Promise<UnitBooking> {
  const { unit, bookings } = await unitWithBookings(viewer, unitId);
  if (bookings.length === 0) throw new ConflictError('booking_offers.no_open_booking');
  const booking =
    bookingId === undefined
      ? bookings.find((each) => inScope(viewer, 'holds-and-sales', each, BOOKING_SCOPE))
      : bookings.find((each) => each.id === bookingId);
  if (!booking || !inScope(viewer, 'holds-and-sales', booking, BOOKING_SCOPE))
    throw new NotFoundError('booking');
  return { unit, booking };
}
