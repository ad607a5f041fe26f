import { describe, expect, it } from 'vitest';
import { CompanySubscription } from '../../../shared/schemas/records';
import { expectList } from '../../support/envelopes';
import { baseUrl, call, keyHeaders } from '../../support/http';

const subscriptions = `${baseUrl}/system/company-subscriptions`;
const _realEstates = `${baseUrl}/system/real-estates`;
const get = (address: string) => call(address, { headers: keyHeaders() });

describe('GET /system/company-subscriptions', () => {
  it('lists the subscription periods, newest first, with their derived status', async () => {
    const all = expectList((await get(subscriptions)).body, CompanySubscription, subscriptions);
    expect(all.map((s) => [s.plan, s.status, s.seats])).toEqual([
      ['enterprise', 'active', 40],
      ['business', 'expired', 25],
    ]);
    expect(all[0]?.modules).toContain('lands');
    expect(all[0]?.remaining_days).toBeGreaterThan(200);
    expect(all[1]?.remaining_days).toBe(0);
  });

  it('answers 422 for a bad page size', async () => {
    const bad = await get(`${subscriptions}?per_page=abc`);
    expect(bad.status).toBe(422);
    expect(bad.body).toEqual({
      message: 'The per page field must be an integer.',
      errors: { per_page: ['The per page field must be an integer.'] },
    });
  });
});
