import { describe, expect, it } from 'vitest';
import { issueAccessToken } from '../../../shared/auth/access-tokens';
import { getEntity, linkedIds } from '../../../shared/db/entity-store';
import { CLIENT } from '../../../shared/domain/clients/clients';
import { DIGEST_LOG } from '../../../shared/domain/digests/daily-digest';
import { findByEmailOrPhone, USER } from '../../../shared/domain/users/users';
import { ClientWithDeals } from '../../../shared/schemas/records';
import { expectSingle } from '../../support/envelopes';
import { call, demo, keyHeaders, loginAs, systemUserUrl } from '../../support/http';

const url = `${systemUserUrl}/acceptances/daily-digest/logs`;

describe('GET {system_user_url}/acceptances/daily-digest/logs', () => {
  it("answers the staff member's newest digest: the Client record with sales, rental requests and bookings", async () => {
    const token = await loginAs('staff');
    const response = await call(url, { headers: keyHeaders({ Authorization: `Bearer ${token}` }) });
    expect(response.status).toBe(200);
    const client = expectSingle(response.body, ClientWithDeals);
    // The newest log: the seed's (the demo client) unless the digest job has run since with an
    // approval of another file's client waiting for this member.
    const staff = await findByEmailOrPhone(USER, demo.staffEmail);
    const [newest] = await linkedIds({ type: USER, id: Number(staff?.id) }, DIGEST_LOG, 1);
    const log = await getEntity(DIGEST_LOG, Number(newest), 'daily digest log');
    expect(client.id).toBe(log.client_id);
    expect(client.email).toBe((await getEntity(CLIENT, log.client_id, 'client')).email);
    expect(client.sales.length + client.bookings.length).toBeGreaterThan(0);
    for (const booking of client.bookings) expect(booking.booking_open_at_text).toMatch(/\d{4}/);
  });

  it("answers a given day's digest, 404 for a day without one, 422 for a malformed day", async () => {
    const headers = keyHeaders({ Authorization: `Bearer ${await loginAs('staff')}` });
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const earlier = await call(`${url}?date=${yesterday}`, { headers });
    expect(earlier.status).toBe(200);
    expect(earlier.body.data.email).not.toBe(demo.clientEmail);
    expect((await call(`${url}?date=2001-01-01`, { headers })).status).toBe(404);
    const malformed = await call(`${url}?date=yesterday`, { headers });
    expect(malformed.status).toBe(422);
    expect(malformed.body.errors).toEqual({ date: ['The date field must match the format Y-m-d.'] });
  });

  it('needs a staff bearer holding core.acceptances.view', async () => {
    expect((await call(url, { headers: keyHeaders() })).status).toBe(401);
    const client = await loginAs('client');
    expect((await call(url, { headers: keyHeaders({ Authorization: `Bearer ${client}` }) })).status).toBe(
      401,
    );
    const purchasing = await issueAccessToken('user', 6, ['core.places.view']);
    const forbidden = await call(url, {
      headers: keyHeaders({ Authorization: `Bearer ${purchasing.plainText}` }),
    });
    expect(forbidden.status).toBe(403);
    expect((await call(url, { headers: { Authorization: `Bearer ${await loginAs('staff')}` } })).status).toBe(
      403,
    );
  });
});
