import { countsOf, getEntity, linkedIds, loadEntities, softDeleteEntity } from '../../db/entity-store';
import { ConflictError } from '../../errors';
import { BOOKING, SALE } from '../sales/sales';
import { CLIENT, clientUniques } from './clients';

/**
 * Deletes a client softly: refused (409, with the counts) while they have sales or active
 * bookings; otherwise the record stays for the history that names it, but lists, search, show,
 * login and the unique e-mail/phone/national id no longer see it (those values are free again).
 */
export async function deleteClient(clientId: number) {
  const client = await getEntity(CLIENT, clientId, 'client');
  const ref = { type: CLIENT, id: clientId };
  const [counts, bookingIds] = await Promise.all([countsOf([ref]), linkedIds(ref, BOOKING)]);
  const sales = counts.get(ref)?.[SALE] ?? 0;
  const bookings = (await loadEntities(bookingIds.map((id) => ({ type: BOOKING, id }))))
    .list(BOOKING, bookingIds)
    .filter((booking) => booking.status === 'active').length;
  if (sales > 0 || bookings > 0) throw new ConflictError('clients.has_deals', { sales, bookings });
  await softDeleteEntity(CLIENT, client, { uniques: clientUniques(client), recordName: 'client' });
  return { deleted: true as const };
}
