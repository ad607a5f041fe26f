import { loadEntities } from '../../db/entity-store';
import { type Locale, type MessageKey, translate } from '../../i18n';
import { type StaffCaller, scopeOf } from '../callers/callers';
import { clientSimple } from '../clients/client-record';
import { CLIENT } from '../clients/clients';
import { timeText } from '../records';
import type { BookingEntity } from '../sales/sales';
import type { UnitEntity } from '../units/units';
import { inScope } from '../users/row-scope';
import { USER, userSimple } from '../users/users';
import { BOOKING_SCOPE } from './booking-scope';

/** Units are the company's inventory: every seller sees them, except a `projects` scope sees its projects only. */
export const unitVisible = (viewer: StaffCaller, unit: Pick<UnitEntity, 'project_id'>): boolean =>
  scopeOf(viewer, 'holds-and-sales') !== 'projects' || viewer.project_ids.includes(unit.project_id);

/** Whether the viewer may cancel the booking: an open hold in their scope. */
export const mayCancel = (viewer: StaffCaller, booking: BookingEntity): boolean =>
  ['active', 'waiting', 'pending_acceptance', 'accepted'].includes(booking.status) &&
  inScope(viewer, 'holds-and-sales', booking, BOOKING_SCOPE);

/** Whether the viewer may send the booking to approval: their own active hold. */
export const maySend = (viewer: StaffCaller, booking: BookingEntity): boolean =>
  booking.status === 'active' && booking.sale_support_user_id === viewer.id;

/** Seconds left on the hold's clock: to expiry while active, paused while it waits for approval, to the init deadline once accepted. */
export function remainingSeconds(booking: BookingEntity, now: Date = new Date()): number | null {
  const until = (iso: string | null | undefined) =>
    iso ? Math.max(0, Math.floor((Date.parse(iso) - now.getTime()) / 1000)) : null;
  if (booking.status === 'active') return until(booking.booking_expired_at);
  if (booking.status === 'pending_acceptance') return booking.remaining_seconds_when_paused ?? null;
  if (booking.status === 'accepted') return until(booking.init_deadline_at);
  return null;
}

/**
 * The fields every wire view of a booking starts with: the StaffBooking record below and init
 * sale's booking (shared/domain/sales-support/init-sale-data.ts), each its own shape after them.
 */
export const bookingHead = (booking: BookingEntity) => ({
  id: booking.id,
  unit_id: booking.unit_id,
  building_id: booking.building_id,
  project_id: booking.project_id ?? null,
  client_id: booking.client_id,
  attention_request_id: booking.attention_request_id ?? null,
  sale_support_user_id: booking.sale_support_user_id ?? null,
  status: booking.status,
});

/** StaffBooking records (shared/schemas/records/bookings.ts): the hold, its client and agent, its clock and what the viewer may do. */
export async function bookingRecords(bookings: BookingEntity[], viewer: StaffCaller, locale: Locale) {
  const loaded = await loadEntities(
    bookings.flatMap((booking) => [
      { type: CLIENT, id: booking.client_id },
      { type: USER, id: booking.sale_support_user_id },
    ]),
  );
  const now = new Date();
  return bookings.map((booking) => ({
    ...bookingHead(booking),
    status_text: translate(locale, `bookings.status.${booking.status}` as MessageKey),
    booking_open_at: booking.booking_open_at ?? null,
    booking_expired_at: booking.booking_expired_at ?? null,
    booking_open_at_text: timeText(booking.booking_open_at),
    booking_expired_at_text: timeText(booking.booking_expired_at),
    hold_hours: booking.hold_hours ?? null,
    remaining_seconds: remainingSeconds(booking, now),
    acceptance_id: booking.acceptance_id ?? null,
    accepted_at: booking.accepted_at ?? null,
    init_deadline_at: booking.init_deadline_at ?? null,
    financial_solvency_id: booking.financial_solvency_id ?? null,
    cancel_reason: booking.cancel_reason ?? null,
    cancelled_at: booking.cancelled_at ?? null,
    created_at: booking.created_at,
    can_cancel: mayCancel(viewer, booking),
    can_send_to_acceptance: maySend(viewer, booking),
    client: clientSimple(loaded.get(CLIENT, booking.client_id)),
    saleSupportUser: userSimple(loaded.get(USER, booking.sale_support_user_id)),
  }));
}

/** One StaffBooking record. */
export const bookingRecord = async (booking: BookingEntity, viewer: StaffCaller, locale: Locale) =>
  (await bookingRecords([booking], viewer, locale))[0] as Awaited<ReturnType<typeof bookingRecords>>[number];
