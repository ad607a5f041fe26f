import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { Client } from '../../../shared/schemas/records';
import { expectList, expectRecord } from '../../support/envelopes';
import { baseUrl, call, demo, keyHeaders } from '../../support/http';

const url = `${baseUrl}/system/clients`;

/** The spec's Client record (strict schema: exact fields and types) with its nested records filled in. */
function expectClientRecord(client: Record<string, any>) {
  const record = expectRecord(Client, client);
  if (record.sale_support_user_id !== null)
    expect(record.saleSupportUser?.id).toBe(record.sale_support_user_id);
  if (record.area_id !== null) expect(record.area?.id).toBe(record.area_id);
  if (record.city_id !== null) expect(record.city?.id).toBe(record.city_id);
}

describe('GET /system/clients', () => {
  it('answers the list envelope of Client records, newest first, 10 a page', async () => {
    const response = await call(url, { headers: keyHeaders() });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(Object.keys(response.body)).toEqual(['status', 'message', 'response']);
    expect(response.body.status).toBe('true');
    const { data, links, meta } = response.body.response;
    expect(data).toHaveLength(10);
    data.forEach(expectClientRecord);
    const ids = data.map((client: { id: number }) => client.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(meta).toMatchObject({ current_page: 1, from: 1, to: 10, per_page: 10, path: url });
    expect(meta.total).toBeGreaterThanOrEqual(25);
    expect(meta.last_page).toBe(Math.ceil(meta.total / 10));
    expect(links).toEqual({
      first: `${url}?page=1`,
      last: `${url}?page=${meta.last_page}`,
      prev: null,
      next: `${url}?page=2`,
    });
    expect(meta.links[0]).toEqual({ url: null, label: 'pagination.previous', active: false });
    expect(meta.links[1]).toEqual({ url: `${url}?page=1`, label: '1', active: true });
  });

  it('matches the strict Client schema', async () => {
    const response = await call(`${url}?per_page=30`, { headers: keyHeaders() });
    expect(expectList(response.body, Client, url).length).toBeGreaterThanOrEqual(25);
  });

  it('searches name, phone and e-mail, case-insensitively', async () => {
    const byName = await call(`${url}?search=DEMO%20client`, { headers: keyHeaders() });
    expect(byName.body.response.data.map((c: { email: string }) => c.email)).toEqual([demo.clientEmail]);
    const byPhone = await call(`${url}?search=${encodeURIComponent('+966 555 000')}`, {
      headers: keyHeaders(),
    });
    expect(byPhone.body.response.data.map((c: { email: string }) => c.email)).toEqual([demo.clientEmail]);
    const byDomain = await call(`${url}?search=example.com&per_page=5`, { headers: keyHeaders() });
    expect(byDomain.body.response.meta.total).toBeGreaterThanOrEqual(25);
    expect(byDomain.body.response.meta.last_page).toBe(Math.ceil(byDomain.body.response.meta.total / 5));
    const demoClient = await call(`${url}?search=${encodeURIComponent(demo.clientEmail)}`, {
      headers: keyHeaders(),
    });
    expect(demoClient.body.response.data[0].saleSupportUser.email).toBe(demo.staffEmail);
    const none = await call(`${url}?search=zzzz-nobody`, { headers: keyHeaders() });
    expect(none.body.response.meta.total).toBe(0);
  });

  it('pages with page and per_page', async () => {
    // Clients of its own, found by a name word no other file uses: files beside this one add clients.
    const marker = `pager${randomUUID().slice(0, 8)}`;
    const ids: number[] = [];
    for (let i = 0; i < 7; i++) {
      const phone = `9665${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
      const stored = await call(`${url}/store`, {
        headers: keyHeaders(),
        form: { name: `${marker} Client ${i}`, phone, platform: 'website' },
      });
      ids.push(stored.body.data.id);
    }
    const second = await call(`${url}?search=${marker}&page=2&per_page=5`, { headers: keyHeaders() });
    expect(second.body.response.meta).toMatchObject({
      current_page: 2,
      from: 6,
      to: 7,
      per_page: 5,
      total: 7,
    });
    // Newest first: the two stored first are the second page.
    expect(second.body.response.data.map((c: { id: number }) => c.id)).toEqual([ids[1], ids[0]]);
  });

  it('reads a page that is not a number as page 1', async () => {
    const response = await call(`${url}?page=abc`, { headers: keyHeaders() });
    expect(response.status).toBe(200);
    expect(response.body.response.meta.current_page).toBe(1);
  });

  it('answers 422 for a per_page out of range', async () => {
    const response = await call(`${url}?per_page=1000`, { headers: keyHeaders() });
    expect(response.status).toBe(422);
    expect(response.body).toEqual({
      message: 'The per page field must not be greater than 100.',
      errors: { per_page: ['The per page field must not be greater than 100.'] },
    });
  });

  it('answers 403 Forbidden without an x-api-key, or with an unknown one (the usage plan)', async () => {
    for (const headers of [{ 'x-secret-key': demo.secretKey }, keyHeaders({ 'x-api-key': 'unknown-key' })]) {
      const response = await call(url, { headers });
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ message: 'Forbidden' });
    }
  });

  it('answers 401 for a wrong or missing x-secret-key', async () => {
    for (const headers of [keyHeaders({ 'x-secret-key': 'wrong' }), { 'x-api-key': demo.apiKey }]) {
      const response = await call(url, { headers });
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ message: 'Unauthenticated.' });
    }
  });

  it('answers 403 Missing Authentication Token for an unknown route or method', async () => {
    for (const [path, method] of [
      [`${baseUrl}/system/nothing-here`, 'GET'],
      [url, 'DELETE'],
    ] as const) {
      const response = await call(path, { method, headers: keyHeaders() });
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ message: 'Missing Authentication Token' });
    }
  });

  it('refuses a key that is not scoped to the surface', async () => {
    const systemOnly = keyHeaders({ 'x-api-key': `${demo.apiKey}-system-only` });
    expect((await call(url, { headers: systemOnly })).status).toBe(200);
    const response = await call(`${baseUrl}/client/login`, {
      headers: systemOnly,
      form: { email_or_phone: 'a', password: 'b' },
    });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: 'Forbidden' });
  });

  it('answers 413 for a body over 10 MB', async () => {
    const response = await call(url, { method: 'GET', headers: keyHeaders() });
    expect(response.status).toBe(200);
    const big = await call(`${baseUrl}/client/login`, {
      headers: keyHeaders({ 'content-type': 'application/octet-stream' }),
      body: Buffer.alloc(10 * 1024 * 1024 + 1),
    });
    expect(big.status).toBe(413);
  });

  it("answers 413 {message} for a body under 10 MB but over Lambda's 6 MB payload", async () => {
    const response = await call(`${baseUrl}/client/login`, {
      headers: keyHeaders(),
      form: { email_or_phone: 'a', password: 'b', photo: new Blob([Buffer.alloc(6 * 1024 * 1024)]) },
    });
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ message: 'Request Too Long' });
  });
});
