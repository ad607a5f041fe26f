import { findEntity, linkedIds, loadEntities } from '../../db/entity-store';
import { entityType } from '../../db/entity-type';
import { NotFoundError } from '../../errors';
import { clientRecordWithDeals } from '../clients/client-record';
import { CLIENT } from '../clients/clients';
import { USER } from '../users/users';

/**
 * One entry of a staff member's daily acceptance digest: on `digest_date`, the digest summarised
 * for `user_id` the client whose sales, rental requests and bookings await that member's acceptance.
 * Entries are written by the nightly digest job (the seed writes them locally), listed under the user.
 */
export interface DigestLog {
  user_id: number;
  client_id: number;
  digest_date: string;
}

export const DIGEST_LOG = entityType<DigestLog>('DIGEST_LOG');

/**
 * The signed-in staff member's digest log: the newest entry, or the newest of `date`, answered as
 * the Client record with its sales, rental requests and bookings. No entry: 404.
 */
export async function dailyDigestLog(userId: number, date?: string) {
  const ids = await linkedIds({ type: USER, id: userId }, DIGEST_LOG, date ? undefined : 1);
  const logs = (await loadEntities(ids.map((id) => ({ type: DIGEST_LOG, id })))).list(DIGEST_LOG, ids);
  const log = date ? logs.find((entry) => entry.digest_date === date) : logs[0];
  if (!log) throw new NotFoundError('daily digest log');
  const client = await findEntity(CLIENT, log.client_id);
  if (!client) throw new NotFoundError('client');
  return clientRecordWithDeals(client);
}
