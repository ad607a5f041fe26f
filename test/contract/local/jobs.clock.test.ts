import { describe, expect, it } from 'vitest';
import { baseUrl, call } from '../../support/http';

// A due time long past: the discount expiry then finds nothing to end in the shared demo data.
const PAST = '2020-01-01T00:05:00.000Z';

describe('POST {base_url}/local/jobs/<name>?at= (the local stack only)', () => {
  it('runs a scheduled job once as of the given time, as the scheduler would', async () => {
    const first = await call(`${baseUrl}/local/jobs/discount-expiry?at=${PAST}`, { method: 'POST' });
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ job: 'discount-expiry', due_at: PAST, ran: true });
    const again = await call(`${baseUrl}/local/jobs/discount-expiry?at=${PAST}`, { method: 'POST' });
    expect(again.body.data.ran).toBe(false);
  });

  it('names the jobs when asked for an unknown one, and refuses a time that is not one', async () => {
    const unknown = await call(`${baseUrl}/local/jobs/no-such-job`, { method: 'POST' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toContain('discount-expiry');
    const bad = await call(`${baseUrl}/local/jobs/discount-expiry?at=tomorrow`, { method: 'POST' });
    expect(bad.status).toBe(422);
  });
});
