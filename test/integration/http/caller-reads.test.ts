import { describe, expect, it } from 'vitest';
import { abilitiesFor } from '../../../shared/auth/abilities';
import { issueAccessToken } from '../../../shared/auth/access-tokens';
import { CLIENT } from '../../../shared/domain/clients/clients';
import { findByEmailOrPhone } from '../../../shared/domain/users/users';
import { prepare } from '../../bench/harness';
import { record } from '../../bench/recorder';
import { crmStaff } from '../../support/crm-staff';

type Key = { pk?: unknown; sk?: unknown };

/** The keys a recorded DynamoDB call read one by one or in a batch. */
function keysRead(call: { name: string; input: Record<string, unknown> }): Key[] {
  if (call.name === 'GetItemCommand') return [call.input.Key as Key];
  if (call.name === 'BatchGetItemCommand')
    return Object.values(call.input.RequestItems as Record<string, { Keys: Key[] }>).flatMap(
      (request) => request.Keys,
    );
  if (call.name === 'TransactGetItemsCommand')
    return (call.input.TransactItems as Array<{ Get: { Key: Key } }>).map((item) => item.Get.Key);
  return [];
}

/** How many times one request read the record `<TYPE>#<id>` (the caller's own). */
async function readsOf(type: string, id: number, operationId: string, token: string): Promise<number> {
  const ready = await prepare({ operationId, token });
  const calls = await record(() => ready()());
  return calls
    .filter((call) => call.kind === 'dynamodb')
    .flatMap(keysRead)
    .filter((key) => key.pk === `${type}#${id}` && key.sk === type).length;
}

describe('the caller, resolved once', () => {
  it('a staff request reads the signed-in user once, whatever the operation asks of them', async () => {
    const agent = await crmStaff(['sales_manager'], { row_scope: 'own' });
    const token = (await issueAccessToken('user', agent.id, abilitiesFor(['sales_manager']))).plainText;
    for (const operationId of [
      'staffProfile',
      'staffHomeCard',
      'staffHomeSummary',
      'staffListClients',
      'staffClientFormData',
      'staffListAttentionRequests',
      'staffListMaintenanceRequests',
      'staffListBookVisits',
      'staffListDiscounts',
      'staffSalesSupportIndex',
      'staffListAcceptances',
      'staffCountUnreadNotifications',
    ])
      expect([operationId, await readsOf('USER', agent.id, operationId, token)]).toEqual([operationId, 1]);
  });

  it('a client request reads the signed-in client once', async () => {
    const client = await findByEmailOrPhone(CLIENT, 'demo.client@example.com');
    if (!client) throw new Error('no demo client');
    const token = (await issueAccessToken('client', client.id, ['client'])).plainText;
    for (const operationId of [
      'clientProfile',
      'clientListComplaints',
      'clientListMaintenanceRequests',
      'clientListSales',
      'clientListAttentionRequests',
      'clientMaintenanceFormData',
    ])
      expect([operationId, await readsOf('CLIENT', client.id, operationId, token)]).toEqual([operationId, 1]);
  });
});
