import type { Ability } from '../../shared/auth/abilities';
import type { ResourceModule } from '../../shared/http/route';
import { resourcePathOf } from '../../shared/http/route';
import { apiGroupsOf } from '../stacks/api-layout';

/** One read the smoke test makes on one staff API, and the answer it expects. */
export interface SmokeRoute {
  /** The API's mount under `/api/v1` (`system-user`, `system-user/crm`). */
  mount: string;
  operationId: string;
  /** The path inside the API (the base-path mapping strips the area), parameters filled with `0`. */
  path: string;
  ability: Ability;
  /**
   * 200 for a list or form-data read; 404 where every read of the API names a record (the sale tab):
   * on a new stage there is none, and the function's own 404 still proves the API, its mapping, the
   * key and the token reach the function (API Gateway's own answers are 403).
   */
  expect: 200 | 404;
}

/**
 * One read route per staff API (the core and each area): the first GET without path parameters,
 * else the first GET (its parameters `0`). Derived from the modules, so a new area is smoke-tested
 * and its ability given to the smoke user without a change here.
 */
export function smokeRoutesOf(modules: readonly ResourceModule[]): SmokeRoute[] {
  const routes: SmokeRoute[] = [];
  for (const group of apiGroupsOf(modules)) {
    if (group.surface !== 'system-user') continue;
    const reads = group.modules.flatMap((module) =>
      module.routes
        .filter((route) => route.method === 'GET' && route.access.kind === 'staff')
        .map((route) => ({ module, route })),
    );
    const chosen = reads.find(({ route }) => !route.path.includes('{')) ?? reads[0];
    if (chosen?.route.access.kind !== 'staff') continue;
    routes.push({
      mount: group.mount,
      operationId: chosen.route.operationId,
      path: resourcePathOf(chosen.module, chosen.route).replace(/\{\w+\}/g, '0'),
      ability: chosen.route.access.ability,
      expect: chosen.route.path.includes('{') ? 404 : 200,
    });
  }
  return routes;
}

/** The abilities the smoke user holds: one read per staff API and signing out, nothing that writes. */
export const smokeAbilitiesOf = (modules: readonly ResourceModule[]): Ability[] => [
  ...new Set<Ability>([...smokeRoutesOf(modules).map((route) => route.ability), 'core.account.use']),
];
