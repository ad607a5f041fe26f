import { findEntity } from '../../db/entity-store';
import { NotFoundError } from '../../errors';
import { BOOKING_SCOPE } from '../bookings/booking-scope';
import type { StaffCaller } from '../callers/callers';
import type { RecordFamily } from '../callers/record-families';
import { SALE, type SaleEntity } from '../sales/sales';
import { inScope } from '../users/row-scope';

/**
 * A sale the viewer may see (its agent, project or department in their row scope for the family:
 * holds and sales for the sale itself, payments and refunds for its money), else 404.
 */
export async function scopedSaleById(
  viewer: StaffCaller,
  family: RecordFamily,
  saleId: number,
): Promise<SaleEntity> {
  const sale = await findEntity(SALE, saleId);
  if (!sale || !inScope(viewer, family, sale, BOOKING_SCOPE)) throw new NotFoundError('sale');
  return sale;
}
