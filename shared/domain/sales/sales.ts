import { type EntityOf, entityType } from '../../db/entity-type';
import { pickFields, summaryOf, timeText } from '../records';

/** A sale of a unit to a client (the client is kept for the client's own lists). */
export interface Sale {
  reason_for_pay_id: number | null;
  project_id: number;
  building_id: number;
  unit_id: number;
  tax_reference_number: number | null;
  sale_type: string | null;
  target_type: string | null;
  status: string;
  client_id: number;
  /** When the unit was handed over: the start of its maintenance period (STAFF-DOMAIN 6.9). */
  delivered_at?: string | null;
  /** Months of free maintenance from delivery; absent: DEFAULT_MAINTENANCE_MONTHS (maintenance-period.ts). */
  maintenance_months?: number | null;
}

/** A booking holds a unit for a client between two times; `status` is active, queued, expired or cancelled. */
export interface Booking {
  unit_id: number;
  building_id: number;
  client_id: number;
  booking_open_at: string | null;
  booking_expired_at: string | null;
  status: string;
}

/** The sale lists (GET /system/sales): every combination of status, project and client, each also by creation days. */
export const SALE = entityType<Sale>('SALE', {
  lists: [
    ['status'],
    ['project_id'],
    ['client_id'],
    ['status', 'project_id'],
    ['status', 'client_id'],
    ['project_id', 'client_id'],
    ['status', 'project_id', 'client_id'],
  ],
});
export const BOOKING = entityType<Booking>('BOOKING');

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

export type SaleEntity = EntityOf<typeof SALE>;
export type BookingEntity = EntityOf<typeof BOOKING>;

export const saleSimple = (sale: SaleEntity | undefined) => summaryOf(sale, SALE_SIMPLE_FIELDS);

/** BookingSimple, with the two times also as text in the business's time zone. */
export function bookingSimple(booking: BookingEntity | undefined) {
  if (!booking) return null;
  return {
    ...pickFields(booking, BOOKING_SIMPLE_FIELDS),
    booking_open_at_text: timeText(booking.booking_open_at),
    booking_expired_at_text: timeText(booking.booking_expired_at),
  };
}
