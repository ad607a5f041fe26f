import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { resourceModules } from '../../../functions/route-table';
import { placementOf, staffAreaMap } from '../../../infra/area-map';
import { apiGroupsOf } from '../../../infra/stacks/api-layout';
import { staffAreas } from '../../../shared/http/route';
import { type Catalogue, projectCatalogue } from '../../infra/support/projection';

const catalogue = JSON.parse(readFileSync('docs/catalogue.json', 'utf8')) as Catalogue;

describe('the area map (infra/area-map.ts)', () => {
  it('has a plan for the staff core and every staff area, and nothing else', () => {
    expect(Object.keys(staffAreaMap).sort()).toEqual(['core', ...staffAreas].sort());
  });

  it('places every staff catalogue operation: in a placement, or a show-only record in a records family', () => {
    // The projection throws on a summary the map does not place, naming infra/area-map.ts.
    expect(() => projectCatalogue(catalogue, [])).not.toThrow();
    const kinds = Object.values(staffAreaMap.records.families ?? {}).flat();
    expect(new Set(kinds).size, 'a record kind in two families').toBe(kinds.length);
  });

  it('agrees with the route table: every built staff route is in the area its placement names, under its path', () => {
    for (const module of resourceModules.filter((candidate) => candidate.surface === 'system-user'))
      for (const route of module.routes.filter((candidate) => !candidate.extra)) {
        const placed = placementOf(route.summary);
        expect(placed?.area, `${route.summary}: ${module.resource}'s area`).toBe(module.area ?? 'core');
        const path = placed?.placement.path ?? '';
        expect(
          path === '/' || route.path === path || route.path.startsWith(`${path}/`),
          `${route.path} under ${path}`,
        ).toBe(true);
      }
  });

  it('holds each area at the operations and functions it declares at the whole catalogue', () => {
    // Built modules count as they are, the rest as the projection lays them out (about three a function).
    const groups = apiGroupsOf([...resourceModules, ...projectCatalogue(catalogue, resourceModules).modules]);
    for (const [area, plan] of Object.entries(staffAreaMap)) {
      const group = groups.find(
        (candidate) => candidate.mount === (area === 'core' ? 'system-user' : `system-user/${area}`),
      );
      const atCatalogue = {
        operations: group?.modules.flatMap((module) => module.routes).length,
        functions: group?.modules.length,
      };
      expect(atCatalogue, `${area}: its atCatalogue in infra/area-map.ts`).toEqual(plan.atCatalogue);
    }
  });
});
