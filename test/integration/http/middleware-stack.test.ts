import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { demoCredentials } from '../../../infra/local/demo-credentials';
import { buildProxyEvent, lambdaContext } from '../../../infra/local/proxy-event';
import { issueAccessToken } from '../../../shared/auth/access-tokens';
import { single } from '../../../shared/http/envelopes';
import { withOperations } from '../../../shared/http/module';
import { defineOperation } from '../../../shared/http/operation';
import { resourceHandler } from '../../../shared/http/resource-handler';

const demo = demoCredentials();

/** A module wired through the real middleware stack, to reach the paths no real route has yet. */
const handler = resourceHandler(
  withOperations(
    { surface: 'system-user', resource: 'probe', grants: { table: 'read' }, access: { kind: 'keys' } },
    [
      defineOperation(
        {
          method: 'GET',
          path: '/boom',
          operationId: 'boom',
          summary: 'fails',
          response: { kind: 'single', record: 'Option' },
        },
        async () => {
          throw new Error('secret internal detail');
        },
      ),
      defineOperation(
        {
          method: 'GET',
          path: '/staff-only',
          operationId: 'staffOnly',
          summary: 'ability',
          access: { kind: 'staff', ability: 'core.acceptances.decide' },
          response: { kind: 'single', record: 'Option' },
        },
        async ({ request }) => single({ owner: request.caller?.id }),
      ),
      defineOperation(
        {
          method: 'GET',
          path: '/items/{item_id}',
          operationId: 'showItem',
          summary: 'show',
          access: { kind: 'client' },
          response: { kind: 'single', record: 'Option' },
          params: z.object({ item_id: z.coerce.number().int().positive() }),
        },
        async ({ params, request }) => single({ id: params.item_id, owner: request.caller?.id }),
      ),
    ],
  ),
);

function invoke(
  resource: string,
  path: string,
  headers: Record<string, string>,
  method = 'GET',
  pathParameters: Record<string, string> = {},
) {
  const rawHeaders = Object.entries({
    'x-api-key': demo.apiKey,
    'x-secret-key': demo.secretKey,
    ...headers,
  }).flat();
  const event = buildProxyEvent({
    method,
    path: `/api/v1/system-user${path}`,
    resource,
    pathParameters,
    rawHeaders,
    searchParams: new URLSearchParams(),
    body: Buffer.alloc(0),
    sourceIp: '127.0.0.1',
    stage: 'local',
  });
  return handler(event, lambdaContext('probe')).then((result) => ({
    ...result,
    json: JSON.parse(result.body),
  }));
}

describe('shared middleware stack', () => {
  it('answers an unexpected error with 500 "Server Error" and no detail', async () => {
    const response = await invoke('/boom', '/boom', {});
    expect(response.statusCode).toBe(500);
    expect(response.json).toEqual({ message: 'Server Error' });
    expect(response.body).not.toContain('secret internal detail');
  });

  it('answers a method the resource lacks with 405 and an unknown resource with 404, as JSON', async () => {
    expect((await invoke('/boom', '/boom', {}, 'POST')).statusCode).toBe(405);
    const missing = await invoke('/nothing', '/nothing', {});
    expect(missing.statusCode).toBe(404);
    expect(missing.json).toEqual({ message: 'Not Found.' });
  });

  it('checks the key pair again inside the function', async () => {
    const noKey = await invoke('/boom', '/boom', { 'x-api-key': '' });
    expect(noKey.statusCode).toBe(403);
    const badSecret = await invoke('/boom', '/boom', { 'x-secret-key': 'nope' });
    expect(badSecret.statusCode).toBe(401);
    expect(badSecret.json).toEqual({ message: 'Unauthenticated.' });
  });

  it('requires a staff bearer with the route ability', async () => {
    expect((await invoke('/staff-only', '/staff-only', {})).statusCode).toBe(401);
    const clientToken = await issueAccessToken('client', 1, ['client']);
    expect(
      (await invoke('/staff-only', '/staff-only', { Authorization: `Bearer ${clientToken.plainText}` }))
        .statusCode,
    ).toBe(401);
    const weakStaff = await issueAccessToken('user', 5, ['clients.view']);
    const forbidden = await invoke('/staff-only', '/staff-only', {
      Authorization: `Bearer ${weakStaff.plainText}`,
    });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json).toEqual({ message: 'This action is unauthorized.' });
    const strongStaff = await issueAccessToken('user', 6, ['core.acceptances.decide']);
    const allowed = await invoke('/staff-only', '/staff-only', {
      authorization: `bearer ${strongStaff.plainText}`,
    });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json.data).toEqual({ owner: 6 });
  });

  it('answers a path parameter that cannot be an id with 404', async () => {
    const token = await issueAccessToken('client', 3, ['client']);
    const headers = { Authorization: `Bearer ${token.plainText}` };
    expect(
      (await invoke('/items/{item_id}', '/items/abc', headers, 'GET', { item_id: 'abc' })).statusCode,
    ).toBe(404);
    const found = await invoke('/items/{item_id}', '/items/9', headers, 'GET', { item_id: '9' });
    expect(found.json).toEqual({
      status: 'true',
      message: 'The operation completed successfully.',
      data: { id: 9, owner: 3 },
    });
  });
});
