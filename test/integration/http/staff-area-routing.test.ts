import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { resourceModules } from '../../../functions/route-table';
import { demoCredentials } from '../../../infra/local/demo-credentials';
import { createGateway } from '../../../infra/local/gateway';
import { buildProxyEvent, lambdaContext } from '../../../infra/local/proxy-event';
import { single } from '../../../shared/http/envelopes';
import { withOperations } from '../../../shared/http/module';
import { defineOperation } from '../../../shared/http/operation';
import { resourceHandler } from '../../../shared/http/resource-handler';
import { mountOf, resourcePathOf } from '../../../shared/http/route';

const demo = demoCredentials();
const keys = { 'x-api-key': demo.apiKey, 'x-secret-key': demo.secretKey };

/** A staff area module that is not built yet: its routes start with its area, `/crm/`. */
const leads = withOperations(
  {
    surface: 'system-user',
    resource: 'probe-leads',
    area: 'crm',
    grants: { table: 'read' },
    access: { kind: 'keys' },
  },
  [
    defineOperation(
      {
        method: 'GET',
        path: '/crm/leads/{lead_id}',
        operationId: 'probeShowLead',
        summary: 'Probe: show lead',
        params: z.object({ lead_id: z.coerce.number().int().positive() }),
        response: { kind: 'single', record: 'Option' },
      },
      async ({ params }) => single({ lead: params.lead_id }),
    ),
    defineOperation(
      {
        method: 'GET',
        path: '/crm/leads/search',
        operationId: 'probeSearchLeads',
        summary: 'Probe: search leads',
        response: { kind: 'single', record: 'Option' },
      },
      async () => single({ search: true }),
    ),
  ],
);

describe('a staff area module', () => {
  it('is mounted at system-user/<area>, and its routes sit in its API without the area prefix', () => {
    expect(mountOf(leads)).toBe('system-user/crm');
    expect(leads.routes.map((route) => resourcePathOf(leads, route))).toEqual([
      '/leads/search',
      '/leads/{lead_id}',
    ]);
  });

  it('routes inside its function by the resource path the base-path mapping leaves', async () => {
    const handler = resourceHandler(leads);
    const invoke = (resource: string, method = 'GET') =>
      handler(
        buildProxyEvent({
          method,
          // Behind the custom domain the path keeps the mapping's base path; `resource` does not.
          path: '/api/v1/system-user/crm/leads/7',
          resource,
          pathParameters: { lead_id: '7' },
          rawHeaders: Object.entries(keys).flat(),
          searchParams: new URLSearchParams(),
          body: Buffer.alloc(0),
          sourceIp: '127.0.0.1',
          stage: 'local',
        }),
        lambdaContext('probe-leads'),
      );
    const found = await invoke('/leads/{lead_id}');
    expect(found.statusCode).toBe(200);
    expect(JSON.parse(found.body).data).toEqual({ lead: 7 });
    expect((await invoke('/crm/leads/{lead_id}')).statusCode).toBe(404);
    expect((await invoke('/leads/{lead_id}', 'POST')).statusCode).toBe(405);
  });

  it('may be a path of several segments: the sale tab is the API at system-user/sales-support/sales', () => {
    const saleTab = resourceModules.filter((module) => module.area === 'sales-support/sales');
    expect(saleTab.map((module) => module.resource).sort()).toEqual([
      'sale-contract',
      'sale-files',
      'sale-operations',
      'sale-prints',
      'sale-refunds',
      'sale-removal',
      'sale-repricing',
      'sale-settings',
    ]);
    for (const module of saleTab) {
      expect(mountOf(module)).toBe('system-user/sales-support/sales');
      for (const route of module.routes) {
        // The public address is unchanged: the mount and the resource path make up the route's path.
        expect(`/${module.area}${resourcePathOf(module, route)}`.replace(/\/$/, '')).toBe(route.path);
        expect(resourcePathOf(module, route)).toMatch(/^\/\{sale_id\}/);
      }
    }
  });

  describe('through the local gateway', () => {
    const gateway = createGateway({ modules: [...resourceModules, leads] });
    let base: string;
    beforeAll(async () => {
      await new Promise<void>((listening) => gateway.listen(0, '127.0.0.1', listening));
      base = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/api/v1`;
    });
    afterAll(() => new Promise<void>((closed) => gateway.close(() => closed())));

    const get = async (path: string) => {
      const response = await fetch(`${base}${path}`, { headers: keys });
      return { status: response.status, json: (await response.json()) as Record<string, unknown> };
    };

    it('serves the area at system_user_url/<area>, literal segments before parameters', async () => {
      const shown = await get('/system-user/crm/leads/7');
      expect(shown.status).toBe(200);
      expect(shown.json.data).toEqual({ lead: 7 });
      expect((await get('/system-user/crm/leads/search')).json.data).toEqual({ search: true });
    });

    it('serves the area only under its mount, and the staff core beside it', async () => {
      expect(await get('/system-user/leads/7')).toEqual({
        status: 403,
        json: { message: 'Missing Authentication Token' },
      });
      // The core's route reaches its function (which wants a staff bearer): not the area's API.
      expect((await get('/system-user/acceptances/daily-digest/logs')).status).toBe(401);
    });

    it('serves the sale tab at the same address as before its API was split off sales-support', async () => {
      // Each reaches its function, which wants a staff bearer: the sale tab's and sales-support's.
      expect((await get('/system-user/sales-support/sales/1/deleted-data')).status).toBe(401);
      expect((await get('/system-user/sales-support/saleable-details/1')).status).toBe(401);
      expect((await get('/system-user/sales/1/deleted-data')).status).toBe(403);
    });
  });
});
