import { describe, expect, it } from 'vitest';
import { resourceModules } from '../../../functions/route-table';
import { smokeRoutesOf } from '../../../infra/smoke/smoke-routes';
import { type SmokeCredentials, smokeTest } from '../../../infra/smoke/smoke-test';
import { mountOf, resourcePathOf } from '../../../shared/http/route';

const credentials: SmokeCredentials = {
  apiKey: 'key',
  secretKey: 'secret',
  emailOrPhone: 'smoke@example.com',
  password: 'pass',
};
const BASE = 'https://api.staging.example.com/api/v1';
const routes = smokeRoutesOf(resourceModules);

interface Call {
  method: string;
  url: string;
  headers: Record<string, string>;
}

/**
 * A fetch that answers as the stage's domain would: the sign-in through the core, and each smoke
 * route with its expected status unless `statuses` (by path under /api/v1/) says otherwise.
 */
function fakeDomain(statuses: Record<string, number> = {}) {
  const calls: Call[] = [];
  const expected = new Map(routes.map((route) => [`${route.mount}${route.path}`, route.expect]));
  const fetchImpl = (async (url: URL, init: RequestInit) => {
    const path = url.pathname.replace(/^\/api\/v1\//, '');
    calls.push({
      method: String(init.method),
      url: url.href,
      headers: init.headers as Record<string, string>,
    });
    const core = path === 'system-user/login' || path === 'system-user/logout';
    const status = statuses[path] ?? (core ? 200 : (expected.get(path) ?? 403));
    const body =
      path === 'system-user/login'
        ? { status: 'true', data: { token: '1|abc', token_type: 'Bearer' } }
        : { status: 'true', response: { data: [], links: {}, meta: {} } };
    return new Response(JSON.stringify(status === 200 ? body : { message: 'Not Found' }), { status });
  }) as unknown as typeof fetch;
  return { calls, fetchImpl };
}

describe('the staging smoke test', () => {
  it('signs in through the core, reads one route of every staff API through the domain with the token, and signs out', async () => {
    const { calls, fetchImpl } = fakeDomain();
    const steps = await smokeTest(BASE, credentials, routes, fetchImpl);
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      `POST ${BASE}/system-user/login`,
      ...routes.map((route) => `GET ${BASE}/${route.mount}${route.path}`),
      `POST ${BASE}/system-user/logout`,
    ]);
    expect(steps.map((step) => step.status)).toEqual([200, ...routes.map((route) => route.expect), 200]);
    for (const call of calls)
      expect(call.headers).toMatchObject({ 'x-api-key': 'key', 'x-secret-key': 'secret' });
    expect(calls[0]?.headers.authorization).toBeUndefined();
    for (const call of calls.slice(1)) expect(call.headers.authorization).toBe('Bearer 1|abc');
  });

  it('reads every staff API: the core and each area, through its mapping under /api/v1', () => {
    const staffMounts = [
      ...new Set(resourceModules.map(mountOf).filter((mount) => mount.startsWith('system-user'))),
    ];
    expect(routes.map((route) => route.mount).sort()).toEqual(staffMounts.sort());
    expect(routes.length).toBeGreaterThan(1);
  });

  it('reads every route before failing, and names each that answered otherwise', async () => {
    const [first, second] = routes;
    if (!first || !second) throw new Error('fewer than two smoke routes');
    const { calls, fetchImpl } = fakeDomain({
      [`${first.mount}${first.path}`]: 500,
      [`${second.mount}${second.path}`]: 403,
    });
    const failure = smokeTest(`${BASE}/`, credentials, routes, fetchImpl);
    await expect(failure).rejects.toThrow(
      `GET ${first.mount}${first.path} answered 500, expected ${first.expect}`,
    );
    await expect(failure).rejects.toThrow(
      `GET ${second.mount}${second.path} answered 403, expected ${second.expect}`,
    );
    // It still signs out, so a failed run leaves no token behind.
    expect(calls).toHaveLength(2 + routes.length);
    expect(calls.at(-1)?.url).toBe(`${BASE}/system-user/logout`);
  });

  it('stops at a failed sign-in', async () => {
    const { calls, fetchImpl } = fakeDomain({ 'system-user/login': 422 });
    await expect(smokeTest(BASE, credentials, routes, fetchImpl)).rejects.toThrow(
      /sign in: POST system-user\/login answered 422/,
    );
    expect(calls).toHaveLength(1);
  });

  it('signs in and out at routes the staff core serves', () => {
    const served = resourceModules
      .filter((module) => mountOf(module) === 'system-user')
      .flatMap((module) => module.routes.map((route) => `${route.method} ${resourcePathOf(module, route)}`));
    expect(served).toContain('POST /login');
    expect(served).toContain('POST /logout');
  });
});
