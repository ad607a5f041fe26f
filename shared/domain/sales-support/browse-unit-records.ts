import { type EntityMap, loadEntities } from '../../db/entity-store';
import type { StaffCaller } from '../callers/callers';
import { clientSimple } from '../clients/client-record';
import { CLIENT } from '../clients/clients';
import { sarOrNull } from '../money';
import { BUILDING, buildingSimple, PROJECT, projectSimple } from '../projects/projects';
import { pickFields, timeText } from '../records';
import { BOOKING, type BookingEntity, bookingSimple, SALE, saleSimple } from '../sales/sales';
import { UNIT_FIELDS, type UnitEntity } from '../units/units';
import { USER, userSimple } from '../users/users';
import { salesRecordInScope } from './browse-scope';

/**
 * Seconds left on a booking's clock at `now`: an active hold until it expires, an accepted one
 * until its sale must be initialised, one waiting for approval what it had when it was paused; a
 * waiting booking's window opens only when it becomes active (null), and a closed one has none.
 */
export function remainingSeconds(booking: BookingEntity, now: Date): number | null {
  const until = (iso: string | null | undefined) =>
    iso ? Math.max(0, Math.floor((Date.parse(iso) - now.getTime()) / 1000)) : null;
  if (booking.status === 'active') return until(booking.booking_expired_at);
  if (booking.status === 'accepted') return until(booking.init_deadline_at);
  if (booking.status === 'pending_acceptance') return booking.remaining_seconds_when_paused ?? null;
  return null;
}

/** A booking as the sales-support tabs show it: BookingSimple, its state, clock, agent and client. */
export function salesBooking(booking: BookingEntity | undefined, loaded: EntityMap, now: Date) {
  if (!booking) return null;
  return {
    ...bookingSimple(booking),
    status: booking.status,
    project_id: booking.project_id ?? null,
    attention_request_id: booking.attention_request_id ?? null,
    sale_support_user_id: booking.sale_support_user_id ?? null,
    hold_hours: booking.hold_hours ?? null,
    remaining_seconds: remainingSeconds(booking, now),
    is_paused: booking.status === 'pending_acceptance',
    acceptance_id: booking.acceptance_id ?? null,
    accepted_at: booking.accepted_at ?? null,
    init_deadline_at: booking.init_deadline_at ?? null,
    init_deadline_at_text: timeText(booking.init_deadline_at),
    orbon_amount: sarOrNull(booking.orbon_amount),
    offer_number: booking.offer_number ?? null,
    created_at: booking.created_at,
    client: clientSimple(loaded.get(CLIENT, booking.client_id)),
    saleSupportUser: userSimple(loaded.get(USER, booking.sale_support_user_id ?? null)),
  };
}

/** What a page of units needs loaded: their project, building, bookings and sale. */
const unitRefs = (unit: UnitEntity) => [
  { type: PROJECT, id: unit.project_id },
  { type: BUILDING, id: unit.building_id },
  { type: BOOKING, id: unit.active_booking_id },
  { type: BOOKING, id: unit.next_booking_id },
  { type: SALE, id: unit.sale_id },
];

/**
 * Units as the sales-support surface shows them: every field and price of the unit, its project
 * and building, and, only when they are in the viewer's row scope, its active and next bookings,
 * its sale and its client (the holder or buyer). Loaded in two batches.
 */
export async function salesUnitRecords(viewer: StaffCaller, units: UnitEntity[], now = new Date()) {
  const first = await loadEntities(units.flatMap(unitRefs));
  const visible = (unit: UnitEntity) => {
    const pick = <T extends { project_id?: number | null }>(record: T | undefined) =>
      record && salesRecordInScope(viewer, 'holds-and-sales', record, unit) ? record : undefined;
    return {
      active: pick(first.get(BOOKING, unit.active_booking_id)),
      next: pick(first.get(BOOKING, unit.next_booking_id)),
      sale: pick(first.get(SALE, unit.sale_id)),
    };
  };
  const shown = units.map(visible);
  const people = await loadEntities(
    shown.flatMap(({ active, next, sale }) =>
      [active, next]
        .flatMap((booking) => [
          { type: CLIENT, id: booking?.client_id },
          { type: USER, id: booking?.sale_support_user_id ?? null },
        ])
        .concat([{ type: CLIENT, id: sale?.client_id }]),
    ),
  );
  return Promise.all(
    units.map(async (unit, index) => {
      const { active, next, sale } = shown[index] ?? {};
      const holder = sale?.client_id ?? active?.client_id;
      return {
        ...pickFields(unit, UNIT_FIELDS),
        project: await projectSimple(first.get(PROJECT, unit.project_id)),
        building: buildingSimple(first.get(BUILDING, unit.building_id)),
        activeBooking: salesBooking(active, people, now),
        nextBooking: salesBooking(next, people, now),
        sale: saleSimple(sale),
        client: clientSimple(people.get(CLIENT, holder)),
      };
    }),
  );
}
