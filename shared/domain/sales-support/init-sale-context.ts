import { findEntity, loadEntities } from '../../db/entity-store';
import { NotFoundError } from '../../errors';
import { ATTENTION_REQUEST } from '../attention-requests/attention-requests';
import { BOOKING_SCOPE } from '../bookings/booking-scope';
import type { StaffCaller } from '../callers/callers';
import { CLIENT } from '../clients/clients';
import { BOOKING, type BookingEntity } from '../sales/sales';
import { inScope } from '../users/row-scope';
import { browsableUnit } from './browse-scope';

/** The unit, its active booking when the viewer's scope holds it (else null), and that booking's client and lead. */
export async function initSaleContext(viewer: StaffCaller, unitId: number) {
  const unit = await browsableUnit(viewer, unitId);
  const stored = unit.active_booking_id ? await findEntity(BOOKING, unit.active_booking_id) : undefined;
  // A booking stored before the staff fields (seed) has no project: it is the unit's.
  const booking: BookingEntity | undefined = stored
    ? { ...stored, project_id: stored.project_id ?? unit.project_id }
    : undefined;
  const visible = booking && inScope(viewer, 'holds-and-sales', booking, BOOKING_SCOPE) ? booking : undefined;
  const loaded = await loadEntities([
    { type: CLIENT, id: visible?.client_id },
    { type: ATTENTION_REQUEST, id: visible?.attention_request_id },
  ]);
  return {
    unit,
    /** The active booking, when the viewer may see it. */
    booking: visible,
    /** An active booking exists, whether or not the viewer may see it. */
    booked: booking !== undefined,
    client: loaded.get(CLIENT, visible?.client_id),
    lead: loaded.get(ATTENTION_REQUEST, visible?.attention_request_id),
  };
}

export type InitSaleContext = Awaited<ReturnType<typeof initSaleContext>>;

/** The context's booking, or 404 when the unit has none the viewer may see (its client and lead parts). */
export function visibleBooking(context: InitSaleContext): BookingEntity {
  if (!context.booking) throw new NotFoundError('booking');
  return context.booking;
}
