import '../../support/local-env';
import { beforeAll, describe, expect, it } from 'vitest';
import { handlerOf, resourceModules } from '../../../functions/route-table';
import { buildProxyEvent, lambdaContext } from '../../../infra/local/proxy-event';
import { saveApiKey } from '../../../shared/auth/api-keys';
import { type ResourceModule, type Route, requiredScope, surfaceMount } from '../../../shared/http/route';
import { baseUrl, demo } from '../../support/http';

/** Partner keys holding one scope each (same secret as the demo key). */
const partners = {
  client: `${demo.apiKey}-scope-client`,
  system: `${demo.apiKey}-scope-system`,
  'system-user': `${demo.apiKey}-scope-staff`,
  'integrations:listing': `${demo.apiKey}-scope-listing`,
} as const;

beforeAll(async () => {
  for (const [scope, apiKey] of Object.entries(partners))
    await saveApiKey(apiKey, demo.secretKey, { name: `scope-${scope}`, scopes: [scope], enabled: true });
});

const routes = resourceModules.flatMap((module) => module.routes.map((route) => ({ module, route })));
// Ids of no record: the key that passes must not change demo data (a DELETE would run).
const urlOf = (module: ResourceModule, route: Route) =>
  `${baseUrl}/${surfaceMount[module.surface]}${route.path.replace(/\{\w+\}/g, '999999999')}`;

describe('key scopes: a partner key reaches only the surfaces and groups it holds', () => {
  it.each(
    routes.map(
      ({ module, route }) => [`${route.method} ${module.surface} ${route.path}`, module, route] as const,
    ),
  )(
    '%s refuses every key without its scope (403), and passes the key that holds it',
    async (_, module, route) => {
      const needed = requiredScope(module);
      for (const [scope, apiKey] of Object.entries(partners)) {
        const response = await fetch(urlOf(module, route), {
          method: route.method,
          headers: { 'x-api-key': apiKey, 'x-secret-key': demo.secretKey },
        });
        const body = (await response.json()) as { message?: string };
        if (scope === needed) expect(response.status === 403 && body.message === 'Forbidden').toBe(false);
        else expect([response.status, body]).toEqual([403, { message: 'Forbidden' }]);
      }
    },
  );

  it('is checked by the function too, not only by the gateway (a key of another surface gets 403)', async () => {
    const module = resourceModules.find((m) => m.surface === 'system' && m.resource === 'clients');
    if (!module) throw new Error('no system/clients module');
    const handler = handlerOf(module);
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
    const result = await handler(event, lambdaContext('system-clients'));
    expect(result.statusCode).toBe(403);
    expect(JSON.parse(result.body)).toEqual({ message: 'This action is unauthorized.' });
  });
});
