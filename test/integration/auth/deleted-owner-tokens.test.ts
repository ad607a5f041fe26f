import { randomUUID } from 'node:crypto';
import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { resourceModules } from '../../../functions/route-table';
import { issueAccessToken } from '../../../shared/auth/access-tokens';
import { tableName } from '../../../shared/config/env';
import { dynamo } from '../../../shared/db/client';
import { createEntity, softDeleteEntity } from '../../../shared/db/entity-store';
import { keys } from '../../../shared/db/keys';
import { USER } from '../../../shared/domain/users/users';
import { surfaceMount } from '../../../shared/http/route';
import { baseUrl, call, keyHeaders } from '../../support/http';

const bearer = (token: string) => keyHeaders({ Authorization: `Bearer ${token}` });
const routes = resourceModules.flatMap((module) => module.routes.map((route) => ({ module, route })));
const clientRoutes = routes.filter(({ route }) => route.access.kind === 'client');
/**
 * The first staff route of each module: the bearer middleware runs in a module's handler once for
 * all its routes (the route sweep calls every staff route without its ability and meets it there).
 */
const staffRoutes = resourceModules.flatMap((module) => {
  const first = module.routes.find((route) => route.access.kind === 'staff');
  return first ? [{ module, route: first }] : [];
});

/** Calls a route with the token; path parameters get an id of the demo data. */
function callRoute({ module, route }: (typeof routes)[number], token: string) {
  const path = route.path.replace(/\{\w+\}/g, '1');
  return call(`${baseUrl}/${surfaceMount[module.surface]}${path}`, {
    method: route.method,
    headers: bearer(token),
  });
}

/** The statuses of every route with this token, by route, for a readable failure. */
async function statusesOf(selected: typeof routes, token: string): Promise<Record<string, number>> {
  const statuses: Record<string, number> = {};
  for (const entry of selected) {
    statuses[`${entry.route.method} ${entry.module.surface}${entry.route.path}`] = (
      await callRoute(entry, token)
    ).status;
  }
  return statuses;
}

const everyRoute = (selected: typeof routes, status: number) =>
  Object.fromEntries(
    selected.map(({ module, route }) => [`${route.method} ${module.surface}${route.path}`, status]),
  );

async function newClient() {
  const response = await call(`${baseUrl}/system/clients/store`, {
    headers: keyHeaders(),
    form: {
      name: 'Leaving Client',
      phone: `9665${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
      email: `leaving.${randomUUID().slice(0, 8)}@example.com`,
    },
  });
  expect(response.status).toBe(201);
  return response.body.data.id as number;
}

async function newStaffUser() {
  return createEntity(USER, {
    name: 'Leaving Staff',
    email: `staff.${randomUUID().slice(0, 8)}@example.com`,
    phone: null,
    job_title: null,
    id_number: null,
    roles: ['admin'],
  });
}

describe("a deleted or deactivated owner's bearer token", () => {
  it('is refused (401) on every client route once the client is deleted, and its sessions are gone', async () => {
    expect(clientRoutes.length).toBeGreaterThan(10);
    const clientId = await newClient();
    const token = (await issueAccessToken('client', clientId, ['client'])).plainText;
    const other = (await issueAccessToken('client', clientId, ['client'])).plainText;
    expect((await call(`${baseUrl}/client/profile`, { headers: bearer(token) })).status).toBe(200);

    const deleted = await call(`${baseUrl}/system/clients/${clientId}`, {
      method: 'DELETE',
      headers: keyHeaders(),
    });
    expect(deleted.status).toBe(200);

    expect(await statusesOf(clientRoutes, token)).toEqual(everyRoute(clientRoutes, 401));
    expect((await callRoute(clientRoutes[0] as (typeof routes)[number], other)).status).toBe(401);
    // The delete removed the token items and the owner's list with it.
    const sessions = await dynamo.send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': keys.ownerToken('client', clientId, 0).pk },
      }),
    );
    expect(sessions.Items).toEqual([]);
    const tokenId = Number(token.split('|')[0]);
    const item = await dynamo.send(
      new GetCommand({ TableName: tableName(), Key: keys.accessToken(tokenId) }),
    );
    expect(item.Item).toBeUndefined();
  });

  it('is refused (401) on a staff route of every module once the staff user is deleted or deactivated', async () => {
    expect(staffRoutes.length).toBeGreaterThan(0);
    const deletedUser = await newStaffUser();
    const deactivatedUser = await newStaffUser();
    const deletedToken = (await issueAccessToken('user', deletedUser.id, ['*'])).plainText;
    const deactivatedToken = (await issueAccessToken('user', deactivatedUser.id, ['*'])).plainText;
    // Each route on a token of its own: logout and switch-account end the session they are called with.
    for (const entry of staffRoutes) {
      const live = (await issueAccessToken('user', deletedUser.id, ['*'])).plainText;
      expect((await callRoute(entry, live)).status, `${entry.route.method} ${entry.route.path}`).not.toBe(
        401,
      );
    }

    await softDeleteEntity(USER, deletedUser, { recordName: 'user' });
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.entity(USER, deactivatedUser.id),
        UpdateExpression: 'SET is_active = :no',
        ExpressionAttributeValues: { ':no': false },
      }),
    );
    expect(await statusesOf(staffRoutes, deletedToken)).toEqual(everyRoute(staffRoutes, 401));
    expect(await statusesOf(staffRoutes, deactivatedToken)).toEqual(everyRoute(staffRoutes, 401));
  });
});
