import { ownerTokenIds, revokeOwnerTokens, tokenRevokeItems } from '../../auth/access-tokens';
import { countsOf, getEntity, linkedIds, loadEntities, softDeleteEntity } from '../../db/entity-store';
import { TRANSACTION_ITEM_LIMIT } from '../../db/transactions';
import { ConflictError } from '../../errors';
import { BOOKING, SALE } from '../sales/sales';
import { CLIENT, type ClientEntity, clientUniques } from './clients';

/**
 * Deletes a client softly: refused (409, with the counts) while they have sales or active
 * bookings; otherwise the record stays for the history that names it, but lists, search, show,
 * login and the unique e-mail/phone/national id no longer see it (those values are free again).
 * Its sessions end in the same transaction (as many as the transaction has room for, about 30;
 * any others right after, and the bearer check refuses every token of a deleted owner anyway).
 * `check` sees the client as read (the staff row scope); the delete is conditioned on that version.
 */
export async function deleteClient(clientId: number, check: (client: ClientEntity) => void = () => {}) {
  const client = await getEntity(CLIENT, clientId, 'client');
  check(client);
  const ref = { type: CLIENT, id: clientId };
  const [counts, bookingIds] = await Promise.all([countsOf([ref]), linkedIds(ref, BOOKING)]);
  const sales = counts.get(ref)?.[SALE] ?? 0;
  const bookings = (await loadEntities(bookingIds.map((id) => ({ type: BOOKING, id }))))
    .list(BOOKING, bookingIds)
    .filter((booking) => booking.status === 'active').length;
  if (sales > 0 || bookings > 0) throw new ConflictError('clients.has_deals', { sales, bookings });
  const uniques = clientUniques(client);
  // The delete's own items: the client, its markers, the total and its search words.
  const used = 2 + uniques.length + (client.search_words?.length ?? 0);
  const tokenIds = await ownerTokenIds('client', clientId, Math.floor((TRANSACTION_ITEM_LIMIT - used) / 2));
  await softDeleteEntity(CLIENT, client, {
    uniques,
    recordName: 'client',
    also: tokenIds.flatMap((tokenId) => tokenRevokeItems('client', clientId, tokenId)),
  });
  // Sessions beyond the transaction's room, or opened while it ran: the bearer check already refuses
  // them (their owner is deleted); this only removes their items.
  await revokeOwnerTokens('client', clientId);
  return { deleted: true as const };
}
