import type { StoredEntity } from '../../db/entity-store';
import { pickFields, summaryOf, timeText } from '../records';

export const SALE = 'SALE';
export const BOOKING = 'BOOKING';

export const SALE_SIMPLE_FIELDS = [
  'id',
  'reason_for_pay_id',
  'project_id',
  'building_id',
  'unit_id',
  'tax_reference_number',
  'sale_type',
  'target_type',
  'status',
] as const;

export const BOOKING_SIMPLE_FIELDS = [
  'id',
  'unit_id',
  'building_id',
  'client_id',
  'booking_open_at',
  'booking_expired_at',
] as const;

/** A sale of a unit to a client (the client is kept for the client's own lists). */
export type SaleEntity = Record<(typeof SALE_SIMPLE_FIELDS)[number], unknown> &
  StoredEntity & { client_id: number };

/** A booking holds a unit for a client between two times; `status` is active, expired or cancelled. */
export type BookingEntity = Record<(typeof BOOKING_SIMPLE_FIELDS)[number], unknown> &
  StoredEntity & { status: string };

export const saleSimple = (sale: object | undefined) => summaryOf(sale, SALE_SIMPLE_FIELDS);

/** BookingSimple, with the two times also as text in the business's time zone. */
export function bookingSimple(booking: BookingEntity | undefined) {
  if (!booking) return null;
  return {
    ...pickFields(booking, BOOKING_SIMPLE_FIELDS),
    booking_open_at_text: timeText(booking.booking_open_at),
    booking_expired_at_text: timeText(booking.booking_expired_at),
  };
}
