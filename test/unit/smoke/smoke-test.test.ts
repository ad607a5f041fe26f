import { describe, expect, it } from 'vitest';
import { resourceModules } from '../../../functions/route-table';
import { type SmokeCredentials, smokeTest } from '../../../infra/smoke/smoke-test';
import { mountOf, resourcePathOf } from '../../../shared/http/route';

const credentials: SmokeCredentials = {
  apiKey: 'key',
  secretKey: 'secret',
  emailOrPhone: 'smoke@example.com',
  password: 'pass',
};

interface Call {
  method: string;
  url: string;
  headers: Record<string, string>;
}

/** A fetch that answers each path as the staff API would, and records the calls. */
function fakeApi(statuses: Record<string, number> = {}) {
  const calls: Call[] = [];
  const bodies: Record<string, object> = {
    login: { status: 'true', data: { token: '1|abc', token_type: 'Bearer' } },
    notifications: { status: 'true', response: { data: [], links: {}, meta: {} } },
  };
  const fetchImpl = (async (url: URL, init: RequestInit) => {
    const path = url.pathname.replace(/^\/staging\//, '');
    calls.push({
      method: String(init.method),
      url: url.href,
      headers: init.headers as Record<string, string>,
    });
    return new Response(JSON.stringify(bodies[path] ?? { status: 'true', data: {} }), {
      status: statuses[path] ?? 200,
    });
  }) as unknown as typeof fetch;
  return { calls, fetchImpl };
}

describe('the staging smoke test', () => {
  it('signs in with the key pair, then lists, stores and signs out with the bearer token', async () => {
    const { calls, fetchImpl } = fakeApi();
    const steps = await smokeTest('https://api.example.com/staging', credentials, fetchImpl);
    expect(steps.map((step) => step.step)).toEqual(['sign in', 'read a list', 'store', 'sign out']);
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'POST https://api.example.com/staging/login',
      'GET https://api.example.com/staging/notifications',
      'POST https://api.example.com/staging/notifications/mark-all-as-read',
      'POST https://api.example.com/staging/logout',
    ]);
    for (const call of calls)
      expect(call.headers).toMatchObject({ 'x-api-key': 'key', 'x-secret-key': 'secret' });
    expect(calls[0]?.headers.authorization).toBeUndefined();
    expect(calls[1]?.headers.authorization).toBe('Bearer 1|abc');
  });

  it('fails on the first unexpected answer, naming the step', async () => {
    const { calls, fetchImpl } = fakeApi({ notifications: 500 });
    await expect(smokeTest('https://api.example.com/staging/', credentials, fetchImpl)).rejects.toThrow(
      /read a list: GET notifications answered 500/,
    );
    expect(calls).toHaveLength(2);
  });

  it('calls routes the staff core API serves', () => {
    const staffCore = resourceModules.filter((module) => mountOf(module) === 'system-user');
    const served = new Set(
      staffCore.flatMap((module) =>
        module.routes.map((route) => `${route.method} ${resourcePathOf(module, route)}`),
      ),
    );
    for (const route of [
      'POST /login',
      'GET /notifications',
      'POST /notifications/mark-all-as-read',
      'POST /logout',
    ])
      expect(served).toContain(route);
  });
});
