import '../../support/local-env';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { operationsById, resourceModules } from '../../../functions/route-table';
import { replayEvent } from '../../../infra/local/replay-event';

const files = readdirSync('events').filter((name) => name.endsWith('.json'));

describe('events/ (npm run invoke)', () => {
  it('has an event for every route', () => {
    const covered = new Set(
      files.map((name) => {
        const event = JSON.parse(readFileSync(`events/${name}`, 'utf8'));
        return `${event.httpMethod} ${event.path.split('/')[3]} ${event.resource}`;
      }),
    );
    for (const module of resourceModules) {
      for (const route of module.routes)
        expect(covered).toContain(`${route.method} ${module.surface} ${route.path}`);
    }
  });

  it.each(files)('%s runs through its handler', async (name) => {
    const result = await replayEvent(readFileSync(`events/${name}`, 'utf8'));
    const event = JSON.parse(readFileSync(`events/${name}`, 'utf8'));
    const route = resourceModules
      .flatMap((module) => module.routes)
      .find((r) => r.path === event.resource && r.method === event.httpMethod);
    const created = route ? operationsById[route.operationId]?.spec.response.created : false;
    const expected = name.includes('-wrong-') ? 422 : created ? 201 : 200;
    expect(result.statusCode, result.body).toBe(expected);
  });
});
