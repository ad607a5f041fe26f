import { readdirSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  folderOf,
  moduleDeclarations,
  operationFilesOf,
  resourceModules,
} from '../../../functions/route-table';
import { WRITE_LISTS } from '../../../infra/declared-lists';
import { abilities } from '../../../shared/auth/abilities';
import { areaOfPath, surfaceMount } from '../../../shared/http/route';

const surfaces = Object.keys(surfaceMount);
const folders = (path: string) =>
  readdirSync(path).filter((name) => statSync(`${path}/${name}`).isDirectory());

describe('the registry', () => {
  it('lists every module folder of every surface in its surface list', () => {
    const listed = moduleDeclarations.map(folderOf).sort();
    const present = surfaces
      .filter((surface) => folders('functions').includes(surface))
      .flatMap((surface) =>
        folders(`functions/${surface}`).map((resource) => `functions/${surface}/${resource}`),
      )
      .sort();
    const unlisted = present
      .filter((folder) => !listed.includes(folder))
      .map(
        (folder) => `${folder}: add its module (module.ts) to ${folder.replace(/\/[^/]+$/, '')}/modules.ts`,
      );
    const gone = listed
      .filter((folder) => !present.includes(folder))
      .map(
        (folder) => `${folder} is listed in ${folder.replace(/\/[^/]+$/, '')}/modules.ts but has no folder`,
      );
    expect([...unlisted, ...gone]).toEqual([]);
    expect(present).toEqual(listed);
  });

  it('finds at least one operation in every module and unique operationIds across the API', () => {
    for (const module of resourceModules)
      expect(
        module.routes.length,
        `${folderOf(module)} exports no operation: add an operation file (defineOperation) to the folder`,
      ).toBeGreaterThan(0);
    const ids = resourceModules.flatMap((module) => module.routes.map((route) => route.operationId));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('names each operation file after its operation, without the surface prefix', () => {
    const kebab = (id: string) =>
      id
        .replace(/^(client|system|staff|integration)/, '')
        .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
        .toLowerCase();
    for (const module of resourceModules) {
      const files = operationFilesOf(module);
      for (const route of module.routes)
        expect(files, `${route.operationId}: rename its file in ${folderOf(module)}/ to`).toContain(
          `${kebab(route.operationId)}.ts`,
        );
    }
  });

  it('gives every staff route one ability of the typed set, and staff areas their path prefix', () => {
    for (const module of resourceModules.filter((candidate) => candidate.surface === 'system-user')) {
      for (const route of module.routes) {
        if (route.access.kind === 'staff')
          expect(
            abilities,
            `${route.operationId} names ${route.access.ability}: declare it in \`abilities\` of the module.ts ` +
              `whose records it guards, then run \`${WRITE_LISTS}\` (shared/auth/declared-abilities.ts)`,
          ).toContain(route.access.ability);
        else
          expect(route.access.kind, `${route.operationId} is a staff route without an ability`).toBe('keys');
        // An area's root route (`GET /sales-support`, the area's index) is its prefix itself.
        if (module.area)
          expect(
            route.path === `/${module.area}` || route.path.startsWith(`/${module.area}/`),
            `${route.operationId} (${folderOf(module)}): its path ${route.path} must begin with /${module.area}/, the area its module.ts names`,
          ).toBe(true);
        // And no longer area's prefix (`/sales-support/sales/...` is the sale tab's API, not
        // sales-support's): API Gateway sends a path to the longest base path that matches.
        expect(areaOfPath(route.path), `${route.path} of ${module.resource}`).toBe(module.area);
      }
    }
  });
});
