import { requireEnv } from '../config/env';
import { mountOf, type ResourceModule, type Route, resourcePathOf } from './route';

/**
 * The public address of a module's REST API, from configuration only (env PUBLIC_BASE_URL, set by
 * CDK from the stage's domain and the API's mount, or by the local stack from its own address).
 * `{mount}` in it stands for the module's mount (`system`, `system-user/crm`): the local stack
 * serves every API from one process. No request header (Host, X-Forwarded-*, Forwarded) is read.
 */
export function publicApiBase(module: Pick<ResourceModule, 'surface' | 'area'>): string {
  return requireEnv('PUBLIC_BASE_URL').replaceAll('{mount}', mountOf(module)).replace(/\/+$/, '');
}

/**
 * The public address (no query) of the resource a request names: the API's base and the route's
 * path inside it, its parameters filled in (encoded) from the matched path parameters.
 */
export function publicResourceUrl(
  module: Pick<ResourceModule, 'surface' | 'area'>,
  route: Pick<Route, 'path'>,
  pathParameters: Record<string, string | undefined> | null,
): string {
  const path = resourcePathOf(module, route).replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(pathParameters?.[name] ?? ''),
  );
  return `${publicApiBase(module)}${path === '/' ? '' : path}`;
}
