import '../../support/local-env';
// Its own DynamoDB Local (before anything makes a client): 240 replays ran 500 s on the shared one, 28 s alone.
import '../../support/own-dynamo';
import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationsById, resourceModules } from '../../../functions/route-table';
import { replayEvent } from '../../../infra/local/replay-event';
import { replayExample } from '../../../infra/openapi/example-event';
import { type CreatedIds, exampleCalls, exampleUrl } from '../../../infra/openapi/example-requests';
import { validateResponse } from '../../support/openapi-validator';
import { type OwnData, ownDemoData } from '../../support/own-data';

const calls = exampleCalls();
const files = readdirSync('events').filter((name) => name.endsWith('.json'));
const successOf = (operationId: string | undefined) =>
  operationId && operationsById[operationId]?.spec.response.created ? 201 : 200;

// The examples change the demo data for good, as the newman run does on the shared table: these
// replays run on data of their own.
let data: OwnData;
beforeAll(async () => {
  data = await ownDemoData();
});
afterAll(() => data?.stop());

describe('npm run invoke -- <operationId>', () => {
  it('has a request example, so an event, for every route', () => {
    const routes = resourceModules.flatMap((module) => module.routes.map((route) => route.operationId));
    expect(calls.map((call) => call.route.operationId).sort()).toEqual(routes.sort());
  });

  const created: CreatedIds = {};
  it.each(calls.map((call) => [call.route.operationId, call] as const))(
    "%s's example event runs through its handler",
    async (operationId, call) => {
      const url = exampleUrl('http://127.0.0.1:3000/api/v1', call, created);
      const result = await replayExample(call, created, (phone) => data.codeFor(phone));
      expect(result.statusCode, result.body).toBe(successOf(operationId));
      validateResponse(call.route.method, url, result.statusCode, JSON.parse(result.body));
    },
  );
});

describe('npm run invoke -- events/<file>.json (edge cases, events/README.md)', () => {
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
