import '../../support/local-env';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { resourceModules } from '../../../functions/route-table';
import { abilities } from '../../../shared/auth/abilities';
import { issueAccessToken } from '../../../shared/auth/access-tokens';
import { createEntity } from '../../../shared/db/entity-store';
import { USER, userUniques } from '../../../shared/domain/users/users';
import { surfaceMount } from '../../../shared/http/route';
import { baseUrl, call, keyHeaders, loginAs } from '../../support/http';

const routes = resourceModules.flatMap((module) => module.routes.map((route) => ({ module, route })));
const staffSurface = routes.filter(({ module }) => module.surface === 'system-user');
const name = ({ route }: (typeof routes)[number]) => `${route.method} ${route.path}`;

/** Calls a route with the token; path parameters get an id, the body stays empty. */
function callRoute({ module, route }: (typeof routes)[number], token: string) {
  return call(`${baseUrl}/${surfaceMount[module.surface]}${route.path.replace(/\{\w+\}/g, '1')}`, {
    method: route.method,
    headers: keyHeaders({ Authorization: `Bearer ${token}` }),
  });
}

/** A live staff account of the test's own, and a token carrying exactly `granted`. */
async function staffToken(granted: string[]): Promise<string> {
  const user = {
    name: 'Walk Tester',
    email: `walk.${randomUUID().slice(0, 8)}@example.com`,
    phone: null,
    job_title: null,
    id_number: null,
    roles: [],
  };
  const created = await createEntity(USER, user, { uniques: userUniques(user) });
  return (await issueAccessToken('user', created.id, granted)).plainText;
}

describe('the RBAC walk over the whole route table', () => {
  it('gives every staff route an ability, except the three sign-in routes', () => {
    const open = staffSurface.filter(({ route }) => route.access.kind !== 'staff').map(name);
    expect(open.sort()).toEqual(['POST /login', 'POST /login-by-password', 'POST /login-send-otp']);
    for (const { route } of staffSurface)
      if (route.access.kind === 'staff') expect(abilities).toContain(route.access.ability);
  });

  it('answers 403 to a staff user holding every ability but the route’s, and not to one holding only it', async () => {
    const refused: Record<string, number> = {};
    const allowed: Record<string, number> = {};
    const guarded = staffSurface.filter(({ route }) => route.access.kind === 'staff');
    expect(guarded.length).toBeGreaterThanOrEqual(7);
    for (const entry of guarded) {
      const ability = entry.route.access.kind === 'staff' ? entry.route.access.ability : '';
      const without = await callRoute(entry, await staffToken(abilities.filter((a) => a !== ability)));
      refused[name(entry)] = without.status;
      if (without.status === 403) expect(without.body).toEqual({ message: 'This action is unauthorized.' });
      // A token of its own each time: logout and switch-account end the session they are called with.
      // Only the ability refusal counts: a rule of the route may still refuse this user (an
      // approval's accept answers 403 to one who is not a reviewer of its current step).
      const only = await callRoute(entry, await staffToken([ability]));
      const refusedByAbility =
        only.status === 401 ||
        (only.status === 403 &&
          (only.body as { message?: string }).message === 'This action is unauthorized.');
      allowed[name(entry)] = refusedByAbility ? only.status : 200;
    }
    expect(refused).toEqual(Object.fromEntries(guarded.map((entry) => [name(entry), 403])));
    expect(Object.entries(allowed).filter(([, status]) => status === 401 || status === 403)).toEqual([]);
  });

  it('answers 401 to a client token on every staff route', async () => {
    const token = await loginAs('client');
    const statuses: Record<string, number> = {};
    const guarded = staffSurface.filter(({ route }) => route.access.kind === 'staff');
    for (const entry of guarded) statuses[name(entry)] = (await callRoute(entry, token)).status;
    expect(statuses).toEqual(Object.fromEntries(guarded.map((entry) => [name(entry), 401])));
  });
});
