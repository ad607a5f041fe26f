import { describe, expect, it } from 'vitest';
import { countsOf, findEntity } from '../../../shared/db/entity-store';
import { CLIENT } from '../../../shared/domain/clients/clients';
import { SALE } from '../../../shared/domain/sales/sales';
import { findByEmailOrPhone } from '../../../shared/domain/users/users';
import {
  Client,
  ClientFormData,
  ClientWithDeals,
  Deleted,
  ListFilters,
} from '../../../shared/schemas/records';
import { crmStaff, demoStaff, freshDepartment } from '../../support/crm-staff';
import { expectList, expectSingle } from '../../support/envelopes';
import { baseUrl, call, demo, keyHeaders, systemUserUrl } from '../../support/http';

const url = `${systemUserUrl}/crm/clients`;
const phone = () => `+9665${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
const agentOf = (department: number) =>
  crmStaff(['sales_agent'], { row_scope: 'own', department_id: department });

async function storeAs(headers: Record<string, string>, form: Record<string, string>) {
  return call(url, { headers, form: { name: 'Staff Client', phone: phone(), ...form } });
}

describe('{system_user_url}/crm/clients', () => {
  it('stores a client owned by the agent, seen by the system surface, and only the agent and their department see it', async () => {
    const department = freshDepartment();
    const [agent, otherAgent, manager, otherManager] = await Promise.all([
      agentOf(department),
      agentOf(department),
      crmStaff(['sales_manager'], { row_scope: 'department', department_id: department }),
      crmStaff(['sales_manager'], { row_scope: 'department', department_id: freshDepartment() }),
    ]);
    const stored = await storeAs(agent.headers, { name: 'Huda Al-Qahtani', platform: 'walk-in' });
    expect(stored.status).toBe(201);
    const client = expectSingle(stored.body, Client);
    expect(client).toMatchObject({ name: 'Huda Al-Qahtani', sale_support_user_id: agent.id });
    expect(client.saleSupportUser?.id).toBe(agent.id);
    expect((await findEntity(CLIENT, client.id))?.department_id).toBe(department);

    // The system surface serves the same record.
    const system = await call(`${baseUrl}/system/clients/${client.id}`, { headers: keyHeaders() });
    expect(expectSingle(system.body, Client)).toMatchObject({
      id: client.id,
      sale_support_user_id: agent.id,
    });

    const ids = async (headers: Record<string, string>, query = '') =>
      expectList((await call(`${url}?per_page=100${query}`, { headers })).body, Client, url).map((c) => c.id);
    expect(await ids(agent.headers)).toEqual([client.id]);
    expect(await ids(manager.headers)).toEqual([client.id]);
    expect(await ids(manager.headers, `&sale_support_user_id=${agent.id}`)).toEqual([client.id]);
    expect(await ids(agent.headers, '&platform=walk-in')).toEqual([client.id]);
    expect(await ids(agent.headers, '&platform=website')).toEqual([]);
    expect(await ids(otherAgent.headers)).toEqual([]);
    expect(await ids(otherManager.headers)).toEqual([]);
    expect(await ids(agent.headers, '&search=huda')).toEqual([client.id]);
    expect(await ids(otherAgent.headers, '&search=huda')).not.toContain(client.id);

    // Out of scope: 404 on update and delete, and nothing changes.
    const foreignUpdate = await call(`${url}/${client.id}/update`, {
      headers: otherAgent.headers,
      form: { name: 'Taken over' },
    });
    expect(foreignUpdate.status).toBe(404);
    expect(foreignUpdate.body).toEqual({ message: 'The requested client was not found.' });
    expect(
      (await call(`${url}/${client.id}`, { method: 'DELETE', headers: otherManager.headers })).status,
    ).toBe(404);
    expect((await findEntity(CLIENT, client.id))?.name).toBe('Huda Al-Qahtani');

    // The manager may hand the client to another agent of the department; the first agent no longer sees it.
    const moved = await call(`${url}/${client.id}/update`, {
      headers: manager.headers,
      form: { sale_support_user_id: String(otherAgent.id), address: '7 Tahlia Street, Jeddah' },
    });
    expect(expectSingle(moved.body, ClientWithDeals)).toMatchObject({
      sale_support_user_id: otherAgent.id,
      address: '7 Tahlia Street, Jeddah',
      sales: [],
    });
    expect(await ids(agent.headers)).toEqual([]);
    expect(await ids(otherAgent.headers)).toEqual([client.id]);

    const deleted = await call(`${url}/${client.id}`, { method: 'DELETE', headers: otherAgent.headers });
    expect(expectSingle(deleted.body, Deleted)).toEqual({ deleted: true });
    expect((await call(`${baseUrl}/system/clients/${client.id}`, { headers: keyHeaders() })).status).toBe(
      404,
    );
  });

  it('serves a client stored by the system surface to staff, and the staff update to the system surface', async () => {
    const admin = await demoStaff(demo.staffEmail, ['admin']);
    const name = `System Made ${Math.random().toString(36).slice(2, 8)}`;
    const created = await call(`${baseUrl}/system/clients/store`, {
      headers: keyHeaders(),
      form: { name, phone: phone(), platform: 'website' },
    });
    const client = expectSingle(created.body, Client);
    const found = await call(`${url}?search=${encodeURIComponent(name)}`, { headers: admin.headers });
    expect(expectList(found.body, Client, url).map((record) => record.id)).toEqual([client.id]);
    const updated = await call(`${url}/${client.id}/update`, {
      headers: admin.headers,
      form: { platform: 'referral', sale_support_user_id: String(admin.id) },
    });
    expect(updated.status).toBe(200);
    const system = await call(`${baseUrl}/system/clients/${client.id}`, { headers: keyHeaders() });
    expect(expectSingle(system.body, Client)).toMatchObject({
      platform: 'referral',
      sale_support_user_id: admin.id,
    });
  });

  it('answers 422 with Laravel messages in English and Arabic, and for an owner outside the caller’s scope', async () => {
    const department = freshDepartment();
    const [agent, colleague] = await Promise.all([agentOf(department), agentOf(department)]);
    const empty = await call(url, { method: 'POST', headers: agent.headers });
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({
      name: ['The name field is required.'],
      phone: ['The phone field is required.'],
    });
    const arabic = await call(url, {
      method: 'POST',
      headers: { ...agent.headers, 'Accept-Language': 'ar' },
    });
    expect(arabic.body.errors.name).toEqual(['حقل الاسم مطلوب.']);

    const giveAway = await storeAs(agent.headers, { sale_support_user_id: String(colleague.id) });
    expect(giveAway.status).toBe(422);
    expect(giveAway.body.errors).toEqual({
      sale_support_user_id: ['The selected sale support user id is invalid.'],
    });
    const nobody = await storeAs(agent.headers, { sale_support_user_id: '99999999' });
    expect(nobody.body.errors).toEqual({
      sale_support_user_id: ['The selected sale support user id is invalid.'],
    });

    const first = await storeAs(agent.headers, {});
    const taken = await storeAs(agent.headers, { phone: expectSingle(first.body, Client).phone as string });
    expect(taken.status).toBe(422);
    expect(taken.body.errors).toEqual({ phone: ['The phone has already been taken.'] });

    // A department scope with an owner and a platform is no declared list: its most selective one, filtered.
    const manager = await crmStaff(['sales_manager'], { row_scope: 'department', department_id: department });
    const combined = await call(`${url}?sale_support_user_id=${agent.id}&platform=website&per_page=100`, {
      headers: manager.headers,
    });
    expect(combined.status).toBe(200);
    const rows = combined.body.response.data as Array<{ sale_support_user_id: number; platform: string }>;
    expect(combined.body.response.meta.total).toBe(rows.length);
    for (const row of rows)
      expect(row).toMatchObject({ sale_support_user_id: agent.id, platform: 'website' });
  });

  it('refuses (409) to delete a client with sales, whoever asks', async () => {
    const admin = await demoStaff(demo.staffEmail, ['admin']);
    const client = await findByEmailOrPhone(CLIENT, demo.clientEmail);
    if (!client) throw new Error('no demo client');
    const ref = { type: CLIENT, id: client.id };
    expect((await countsOf([ref])).get(ref)?.[SALE] ?? 0).toBeGreaterThan(0);
    const refused = await call(`${url}/${client.id}`, { method: 'DELETE', headers: admin.headers });
    expect(refused.status).toBe(409);
    expect(await findEntity(CLIENT, client.id)).toBeDefined();
  });

  it('answers 403 to a token without crm.clients.manage on the writes', async () => {
    const viewer = await crmStaff(['collections_officer'], { row_scope: 'all' });
    expect((await call(url, { headers: viewer.headers })).status).toBe(200);
    const refused = await storeAs(viewer.headers, {});
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: 'This action is unauthorized.' });
  });

  it('gives the form and the filters, with only themselves as owner to an agent', async () => {
    const agent = await agentOf(freshDepartment());
    const form = expectSingle(
      (await call(`${url}/create-update-data`, { headers: agent.headers })).body,
      ClientFormData,
    );
    expect(form.sale_support_users.map((user) => user.id)).toEqual([agent.id]);
    expect(form.platforms.map((option) => option.value)).toContain('walk-in');
    const filters = expectSingle(
      (await call(`${url}/filters`, { headers: { ...agent.headers, 'Accept-Language': 'ar' } })).body,
      ListFilters,
    );
    expect(filters.filters.map((filter) => filter.key)).toEqual([
      'search',
      'sale_support_user_id',
      'platform',
      'date',
    ]);
    expect(filters.filters[1]?.options).toEqual([{ value: String(agent.id), label: expect.any(String) }]);
    expect(filters.filters[2]?.label).toBe('المنصة');
  });

  it('lets one of 20 parallel stores with one phone land (the others 422 on phone)', async () => {
    const agent = await agentOf(freshDepartment());
    const shared = phone();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        storeAs(agent.headers, { phone: shared, name: `Racer ${index}` }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, ...Array(19).fill(422)]);
    const mine = await call(`${url}?per_page=100`, { headers: agent.headers });
    expect(expectList(mine.body, Client, url)).toHaveLength(1);
  });
});
