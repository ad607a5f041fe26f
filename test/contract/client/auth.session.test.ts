import { describe, expect, it } from 'vitest';
import { Client } from '../../../shared/schemas/records';
import { expectSingle } from '../../support/envelopes';
import { baseUrl, call, demo, keyHeaders, loginAs } from '../../support/http';

const bearer = (token: string) => keyHeaders({ Authorization: `Bearer ${token}` });

describe('GET /client/profile', () => {
  it("answers the signed-in client's own Client record", async () => {
    const response = await call(`${baseUrl}/client/profile`, { headers: bearer(await loginAs('client')) });
    expect(response.status).toBe(200);
    expect(expectSingle(response.body, Client).email).toBe(demo.clientEmail);
  });

  it('needs a client bearer token: none, a staff one or a forged one is 401', async () => {
    expect((await call(`${baseUrl}/client/profile`, { headers: keyHeaders() })).status).toBe(401);
    expect(
      (await call(`${baseUrl}/client/profile`, { headers: bearer(await loginAs('staff')) })).status,
    ).toBe(401);
    expect((await call(`${baseUrl}/client/profile`, { headers: bearer(`1|${'a'.repeat(48)}`) })).status).toBe(
      401,
    );
    expect((await call(`${baseUrl}/client/profile`)).status).toBe(403);
  });
});

describe('POST /client/logout', () => {
  it('revokes the token at once: the same token is refused afterwards, another session is not', async () => {
    const token = await loginAs('client');
    const other = await loginAs('client');
    const response = await call(`${baseUrl}/client/logout`, { method: 'POST', headers: bearer(token) });
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({ logged_out: true });
    const after = await call(`${baseUrl}/client/profile`, { headers: bearer(token) });
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ message: 'Unauthenticated.' });
    expect((await call(`${baseUrl}/client/logout`, { method: 'POST', headers: bearer(token) })).status).toBe(
      401,
    );
    expect((await call(`${baseUrl}/client/profile`, { headers: bearer(other) })).status).toBe(200);
  });
});
