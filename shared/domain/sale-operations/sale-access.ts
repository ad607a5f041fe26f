import { findEntity } from '../../db/entity-store';
import { NotFoundError } from '../../errors';
import { BOOKING_SCOPE } from '../bookings/booking-scope';
import { SALE, type SaleEntity } from '../sales/sales';
import { inScope, type StaffViewer } from '../users/row-scope';

/** A sale the viewer may see (its agent, project or department in the row scope), else 404. */
export async function scopedSaleById(viewer: StaffViewer, saleId: number): Promise<SaleEntity> {
  const sale = await findEntity(SALE, saleId);
  if (!sale || !inScope(viewer, sale, BOOKING_SCOPE)) throw new NotFoundError('sale');
  return sale;
}
