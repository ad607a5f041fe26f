import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { baseUrl, call, keyHeaders } from '../../support/http';

const uniquePhone = () => `9665${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

describe('concurrency over HTTP', () => {
  it('lets exactly one of 20 simultaneous stores with one e-mail succeed; the rest answer 422', async () => {
    const email = `race.${randomUUID().slice(0, 8)}@example.com`;
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(`${baseUrl}/system/clients/store`, {
          headers: keyHeaders(),
          form: { name: `Racer ${i}`, phone: uniquePhone(), email },
        }),
      ),
    );
    expect(responses.filter((r) => r.status === 201)).toHaveLength(1);
    const refused = responses.filter((r) => r.status === 422);
    expect(refused).toHaveLength(19);
    for (const response of refused)
      expect(response.body.errors).toEqual({ email: ['The email has already been taken.'] });
    const found = await call(`${baseUrl}/system/clients?search=${encodeURIComponent(email)}`, {
      headers: keyHeaders(),
    });
    expect(found.body.response.meta.total).toBe(1);
  });

  it('loses no update: of 20 simultaneous updates made with one version, one lands and 19 answer 409', async () => {
    const store = await call(`${baseUrl}/system/clients/store`, {
      headers: keyHeaders(),
      form: { name: 'Versioned', phone: uniquePhone() },
    });
    const id = store.body.data.id as number;
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(`${baseUrl}/system/clients/${id}/update`, {
          headers: keyHeaders(),
          form: { address: `Address ${i}`, version: '1' },
        }),
      ),
    );
    const landed = responses.filter((r) => r.status === 200);
    expect(landed).toHaveLength(1);
    expect(responses.filter((r) => r.status === 409)).toHaveLength(19);
    // The one that landed is what is stored: nothing another request wrote slipped in.
    const again = await call(`${baseUrl}/system/clients/${id}/update`, {
      headers: keyHeaders(),
      form: { platform: 'check' },
    });
    expect(again.body.data.address).toBe(landed[0]?.body.data.address);
  });
});
