import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { handlerOf, operationsById, resourceModules } from '../../../functions/route-table';
import { buildProxyEvent, lambdaContext } from '../../../infra/local/proxy-event';
import { replayEvent } from '../../../infra/local/replay-event';
import { replayExample } from '../../../infra/openapi/example-event';
import {
  type CreatedIds,
  type ExampleCall,
  exampleCalls,
  exampleUrl,
} from '../../../infra/openapi/example-requests';
import { OTP } from '../../../infra/openapi/request-examples';
import { abilities } from '../../../shared/auth/abilities';
import { issueAccessToken } from '../../../shared/auth/access-tokens';
import { saveApiKey } from '../../../shared/auth/api-keys';
import { createEntity } from '../../../shared/db/entity-store';
import { USER, userUniques } from '../../../shared/domain/users/users';
import { type ResourceModule, type Route, requiredScope, surfaceMount } from '../../../shared/http/route';
import { baseUrl, demo, keyHeaders } from '../../support/http';
import { validateResponse } from '../../support/openapi-validator';
import { useOwnStack } from '../../support/own-stack';
import { demoAccounts, type FuzzAccounts, fuzzRoute, fuzzTokens } from '../../support/route-fuzz';

/**
 * One pass over every route, where there were five (the example replays, the fuzz, the key scopes,
 * the RBAC walk, and the newman runs, now in `npm run test:deep` with the deep fuzz). Per route:
 * its request example through its handler, the answer checked against the document; a partner key
 * without the route's scope refused and one with it let through; on the staff surface, a token
 * without the route's ability refused and one with only it let through; and a
 * few fuzzed requests. On demo data of its own behind a gateway of its own: the examples change the
 * demo data for good, and the fuzz's writes must not reach the shared table's tests.
 */
// One fuzzed request a route here (it proves the route answers JSON of a documented shape to a
// generated request); the deep fuzz (`npm run test:deep`) sends fifteen.
const FUZZ_RUNS = 1;

const { call, address, codeFor } = useOwnStack();

/** Partner keys holding one scope each (same secret as the demo key). */
const partners = {
  client: `${demo.apiKey}-scope-client`,
  system: `${demo.apiKey}-scope-system`,
  'system-user': `${demo.apiKey}-scope-staff`,
  'integrations:listing': `${demo.apiKey}-scope-listing`,
} as const;
const scopes = Object.keys(partners) as Array<keyof typeof partners>;

let accounts: FuzzAccounts;
/** The staff account of the RBAC walk: each route gets two tokens of it, one without its ability, one with only it. */
let walker: number;
beforeAll(async () => {
  // After useOwnStack's beforeAll: the keys go to this file's table, which its gateway reads.
  for (const [scope, apiKey] of Object.entries(partners))
    await saveApiKey(apiKey, demo.secretKey, { name: `scope-${scope}`, scopes: [scope], enabled: true });
  accounts = await demoAccounts(call);
  walker = await staffAccount();
});

/**
 * The example chain, each call that reads a texted code moved right after the calls its example
 * names in `after` (the one that texts it): a code is valid five minutes, and the checks of the
 * 160 routes the chain puts between them took longer than that on a loaded machine.
 */
function sweepOrder(chain: ExampleCall[]): ExampleCall[] {
  const readsCode = (call: ExampleCall) => Object.values(call.example.body ?? {}).includes(OTP);
  const ordered = chain.filter((call) => !readsCode(call));
  for (const call of chain.filter(readsCode)) {
    const after = (call.example.after ?? []).map((id) =>
      ordered.findIndex((earlier) => earlier.route.operationId === id),
    );
    if (after.length === 0 || after.includes(-1)) throw new Error(`${call.route.operationId}: no sender`);
    ordered.splice(Math.max(...after) + 1, 0, call);
  }
  return ordered;
}
const calls = sweepOrder(exampleCalls());
const successOf = (operationId: string | undefined) =>
  operationId && operationsById[operationId]?.spec.response.created ? 201 : 200;
// Ids of no record for the refusal checks: a call let through must not change the data the
// examples after it use (a DELETE would run).
const urlOf = (module: ResourceModule, route: Route) =>
  `${baseUrl}/${surfaceMount[module.surface]}${route.path.replace(/\{\w+\}/g, '999999999')}`;

/** The gateway's answer to the route called with a partner key (no token, no body). */
async function withKey(module: ResourceModule, route: Route, apiKey: string) {
  const response = await fetch(address(urlOf(module, route)), {
    method: route.method,
    headers: { 'x-api-key': apiKey, 'x-secret-key': demo.secretKey },
  });
  return { status: response.status, body: (await response.json()) as { message?: string } };
}

/** A live staff account of the sweep's own, holding no role (its tokens carry the abilities). */
async function staffAccount(): Promise<number> {
  const user = {
    name: 'Walk Tester',
    email: `walk.${randomUUID().slice(0, 8)}@example.com`,
    phone: null,
    job_title: null,
    id_number: null,
    roles: [],
  };
  return (await createEntity(USER, user, { uniques: userUniques(user) })).id;
}

/** The route called with a bearer token (path ids of no record, an empty body). */
const withToken = (module: ResourceModule, route: Route, token: string) =>
  call(urlOf(module, route), {
    method: route.method,
    headers: keyHeaders({ Authorization: `Bearer ${token}` }),
  });

/**
 * Key scopes: a partner key reaches only the surfaces and groups it holds. The gateway refuses a key
 * without the route's scope (403) and passes the key that holds it. Which scopes pass which module
 * is a pure rule, tested whole in test/unit/auth/key-scopes.test.ts: here one refused key per route,
 * the next scope after the needed one, so the routes use every key.
 */
async function keyScopeChecks(module: ResourceModule, route: Route) {
  const needed = requiredScope(module);
  const [passing, refused] = await Promise.all([
    withKey(module, route, partners[needed as keyof typeof partners]),
    withKey(module, route, partners[nextScope(needed)]),
  ]);
  expect(passing.status === 403 && passing.body.message === 'Forbidden').toBe(false);
  expect([refused.status, refused.body], nextScope(needed)).toEqual([403, { message: 'Forbidden' }]);
}

const nextScope = (needed: string) =>
  scopes[(scopes.indexOf(needed as keyof typeof partners) + 1) % scopes.length] as keyof typeof partners;

/**
 * The RBAC walk: 403 to a staff user holding every ability but the route's, not to one holding only
 * it. (A client token on a staff route is one rule of the bearer middleware, for every route:
 * test/integration/http/middleware-stack.test.ts.)
 */
async function abilityChecks(module: ResourceModule, route: Route) {
  if (route.access.kind !== 'staff') return;
  const ability = route.access.ability;
  // A token of its own each: logout and switch-account end the session they are called with.
  const [withoutToken, onlyToken] = await Promise.all([
    issueAccessToken(
      'user',
      walker,
      abilities.filter((a) => a !== ability),
    ),
    issueAccessToken('user', walker, [ability]),
  ]);
  const [without, only] = await Promise.all([
    withToken(module, route, withoutToken.plainText),
    withToken(module, route, onlyToken.plainText),
  ]);
  expect([without.status, without.body]).toEqual([403, { message: 'This action is unauthorized.' }]);
  // Only the ability refusal counts: a rule of the route may still refuse this user.
  const refusedByAbility =
    only.status === 401 ||
    (only.status === 403 && (only.body as { message?: string }).message === 'This action is unauthorized.');
  expect(refusedByAbility, `${only.status} ${JSON.stringify(only.body)}`).toBe(false);
}

describe('the route sweep', () => {
  it('has a request example, so an event, for every route', () => {
    const routes = resourceModules.flatMap((module) => module.routes.map((route) => route.operationId));
    expect(calls.map((call) => call.route.operationId).sort()).toEqual(routes.sort());
  });

  it('gives every staff route an ability, except the three sign-in routes', () => {
    const staffSurface = resourceModules
      .filter((module) => module.surface === 'system-user')
      .flatMap((module) => module.routes);
    const open = staffSurface
      .filter((route) => route.access.kind !== 'staff')
      .map((route) => `${route.method} ${route.path}`);
    expect(open.sort()).toEqual(['POST /login', 'POST /login-by-password', 'POST /login-send-otp']);
    for (const route of staffSurface)
      if (route.access.kind === 'staff') expect(abilities).toContain(route.access.ability);
  });

  const created: CreatedIds = {};
  it.each(calls.map((call) => [call.route.operationId, call] as const))(
    '%s: its example, a key with and one without its scope, its ability, a few fuzzed requests',
    async (operationId, example) => {
      const { module, route } = example;
      // The example first: the calls before it leave the data as the example chain expects.
      const url = exampleUrl('http://127.0.0.1:3000/api/v1', example, created);
      const result = await replayExample(example, created, codeFor);
      expect(result.statusCode, result.body).toBe(successOf(operationId));
      validateResponse(route.method, url, result.statusCode, JSON.parse(result.body));

      // The checks after the example name no record (ids 999999999) or make their own, so they run
      // side by side: the sweep waits one round trip a route for them, not five.
      await Promise.all([
        keyScopeChecks(module, route),
        abilityChecks(module, route),
        fuzzTokens(route, accounts).then((tokens) => fuzzRoute(call, module, route, tokens, FUZZ_RUNS)),
      ]);
    },
  );

  it('checks a key scope in the function too, not only in the gateway (a key of another surface gets 403)', async () => {
    const module = resourceModules.find((m) => m.surface === 'system' && m.resource === 'clients');
    if (!module) throw new Error('no system/clients module');
    const event = buildProxyEvent({
      method: 'GET',
      path: '/api/v1/system/clients',
      resource: '/clients',
      pathParameters: {},
      rawHeaders: ['x-api-key', partners.client, 'x-secret-key', demo.secretKey],
      searchParams: new URLSearchParams(),
      body: Buffer.alloc(0),
      sourceIp: '127.0.0.1',
      stage: 'local',
    });
    const result = await handlerOf(module)(event, lambdaContext('system-clients'));
    expect(result.statusCode).toBe(403);
    expect(JSON.parse(result.body)).toEqual({ message: 'This action is unauthorized.' });
  });
});

describe('npm run invoke -- events/<file>.json (edge cases, events/README.md)', () => {
  const files = readdirSync('events').filter((name) => name.endsWith('.json'));
  it.each(files)('%s runs through its handler', async (name) => {
    const text = readFileSync(`events/${name}`, 'utf8');
    const event = JSON.parse(text);
    const route = resourceModules
      .flatMap((module) => module.routes.map((route) => ({ module, route })))
      .find(
        ({ module, route }) =>
          event.path.startsWith(`/api/v1/${module.surface}/`) &&
          route.path === event.resource &&
          route.method === event.httpMethod,
      );
    const result = await replayEvent(text);
    expect(result.statusCode, result.body).toBe(
      name.includes('-wrong-') ? 422 : successOf(route?.route.operationId),
    );
  });
});
