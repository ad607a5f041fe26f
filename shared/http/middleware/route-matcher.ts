import { NotFoundError } from '../../errors';
import { localeFrom } from '../../i18n';
import { MethodNotAllowedError } from '../errors';
import type { ApiModule } from '../module';
import { resourcePathOf } from '../route';
import { type ApiMiddleware, setState } from './state';

/**
 * Finds the route by API Gateway's `resource` template and the method. Matching on `resource`
 * rather than `path` is exact and unaffected by custom-domain base paths (`/api/v1/system/...`);
 * a staff area's routes are matched without their area prefix, which the base-path mapping strips.
 */
export function routeMatcher(module: ApiModule): ApiMiddleware {
  return {
    before: async function matchRoute(request) {
      const { resource, httpMethod } = request.event;
      const candidates = module.routes.filter((route) => resourcePathOf(module, route) === resource);
      if (candidates.length === 0) throw new NotFoundError();
      const route = candidates.find((candidate) => candidate.method === httpMethod?.toUpperCase());
      if (!route) throw new MethodNotAllowedError();
      const operation = module.operations[route.operationId];
      if (!operation) throw new Error(`No operation wired for ${route.operationId}`);
      setState(request.event, {
        module,
        route,
        operation,
        locale: localeFrom(request.event.headers?.['accept-language']),
        startedAt: Date.now(),
      });
    },
  };
}
