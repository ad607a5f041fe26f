import { describe, expect, it } from 'vitest';
import { issueAccessToken } from '../../../shared/auth/access-tokens';
import { getEntity } from '../../../shared/db/entity-store';
import { CLIENT } from '../../../shared/domain/clients/clients';
import { Client } from '../../../shared/schemas/records';
import { crmStaff, freshDepartment } from '../../support/crm-staff';
import { expectSingle } from '../../support/envelopes';
import { baseUrl, call, keyHeaders, systemUserUrl } from '../../support/http';
import { heldUnit, initSaleUrl } from '../../support/init-sale-fixtures';
import { freshNationalId } from '../../support/national-ids';
import { financedSaleToEmptied, ok } from '../../support/sale-tab-flow';

const phone = () => `+9665${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/** A client registered by staff over HTTP (`POST /crm/clients`), with a client-app token of its own. */
async function staffRegisteredClient(form: Record<string, string>) {
  const registrar = await crmStaff(['sales_agent'], { row_scope: 'own', department_id: freshDepartment() });
  const response = await call(`${systemUserUrl}/crm/clients`, {
    headers: registrar.headers,
    form: { name: 'Walk-in Buyer', phone: phone(), platform: 'walk-in', ...form },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  const client = expectSingle(response.body, Client);
  const token = await issueAccessToken('client', client.id, ['client']);
  // The stored client as the hold fixture takes it (the store's answer is its public record).
  const record = await getEntity(CLIENT, client.id, 'client');
  return { ...record, headers: keyHeaders({ Authorization: `Bearer ${token.plainText}` }) };
}

const attention = (unitId: number, headers: Record<string, string>) =>
  ok(`${initSaleUrl(unitId)}/get-data/attention`, { headers });

describe('a client registered by staff buys: from the hold to an emptied sale, over HTTP', () => {
  it('registered with a national id, nothing is missing: init sale, then financed to emptied', async () => {
    const nationalId = freshNationalId();
    const client = await staffRegisteredClient({
      national_id: nationalId,
      nationality_id: '1',
      nationality: 'Saudi',
      date_of_birth: '1985-07-14',
      address: '4 Prince Sultan Street, Riyadh',
    });
    expect(client.national_id).toBe(Number(nationalId));
    const held = await heldUnit({ client });
    expect((await attention(held.unit.id, held.agent.headers)).missing_client_fields).toEqual([]);
    const created = await call(initSaleUrl(held.unit.id), {
      headers: held.agent.headers,
      form: { purchase_method: 'cash' },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const saleId = created.body.data.id as number;
    await financedSaleToEmptied({ saleId, agent: held.agent, client });
    const sale = await ok(`${baseUrl}/client/sales/${saleId}`, { headers: client.headers });
    expect(sale.status).toBe('emptied');
  });

  it('registered without one: init sale is refused until a client write completes it (system update)', async () => {
    const client = await staffRegisteredClient({});
    const held = await heldUnit({ client });
    expect((await attention(held.unit.id, held.agent.headers)).missing_client_fields).toEqual([
      'national_id',
    ]);
    const refused = await call(initSaleUrl(held.unit.id), {
      headers: held.agent.headers,
      form: { purchase_method: 'cash' },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ national_id: ['The national id field is required.'] });

    const iqama = freshNationalId(2);
    const updated = await call(`${baseUrl}/system/clients/${client.id}/update`, {
      headers: keyHeaders(),
      form: { national_id: iqama, nationality: 'Egyptian', date_of_birth: '1979-03-02' },
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body.data).toMatchObject({ national_id: Number(iqama), nationality: 'Egyptian' });
    expect((await attention(held.unit.id, held.agent.headers)).missing_client_fields).toEqual([]);
    const created = await call(initSaleUrl(held.unit.id), {
      headers: held.agent.headers,
      form: { purchase_method: 'cash' },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
  });
});
