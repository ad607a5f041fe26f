import { getEntity } from '../../db/entity-store';
import { type ClientRecord, clientRecord } from './client-record';
import { CLIENT } from './clients';

/** One client's Client record, as the index lists it (a deleted client: 404). */
export async function showClient(clientId: number): Promise<ClientRecord> {
  return clientRecord(await getEntity(CLIENT, clientId, 'client'));
}
