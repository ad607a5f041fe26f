import { linkedIds, loadEntities } from '../../db/entity-store';
import { ValidationError } from '../../errors';
import { BOOKING, SALE } from '../sales/sales';
import { CLIENT } from './clients';

/** The units a client may file requests or complaints about: those of their sales and bookings. */
export async function clientUnitIds(clientId: number): Promise<number[]> {
  const ref = { type: CLIENT, id: clientId };
  const [saleIds, bookingIds] = await Promise.all([linkedIds(ref, SALE), linkedIds(ref, BOOKING)]);
  const loaded = await loadEntities([
    ...saleIds.map((id) => ({ type: SALE, id })),
    ...bookingIds.map((id) => ({ type: BOOKING, id })),
  ]);
  const units = [...loaded.list(SALE, saleIds), ...loaded.list(BOOKING, bookingIds)].map(
    (record) => record.unit_id,
  );
  return [...new Set(units)];
}

/** Refuses (422 on unit_id) a unit that is not one of the client's. */
export async function assertOwnUnit(clientId: number, unitId: number | null | undefined): Promise<void> {
  if (unitId === null || unitId === undefined) return;
  if (!(await clientUnitIds(clientId)).includes(unitId))
    throw ValidationError.forField('unit_id', 'validation.exists');
}
