/** Route types: what an operation declares about its address and who may call it. */
import type { Ability } from '../auth/abilities';
import type { FilePrefix } from '../files/file-prefixes';

export type Surface = 'client' | 'system' | 'system-user' | 'integrations';
export type HttpMethod = 'GET' | 'POST' | 'DELETE';

/**
 * The staff surface's areas, each served by its own REST API at `system-user/<area>` (the staff
 * core, modules without an area, stays at `system-user`). An area is a path prefix of one or more
 * segments: `sales-support/sales` (the sale tab) is an API of its own inside `sales-support`'s
 * addresses, since API Gateway maps the longest base path that matches. Which catalogue groups each
 * area holds, and why, is the area map (infra/area-map.ts, docs/infrastructure.md "Area map").
 */
export const staffAreas = [
  'crm',
  'sales-support',
  'sales-support/sales',
  'purchasing',
  'purchasing/purchase-requests',
  'purchasing/purchase-invoices',
  'purchasing/warehouse',
  'hr',
  'hr/payroll-loans',
  'records',
] as const;
export type StaffArea = (typeof staffAreas)[number];

/**
 * Who may call a route: any valid key pair, or a key pair plus a client or staff bearer token.
 * Every staff route names the ability it needs; a new ability is declared in `abilities` of its
 * module.ts, then `npx tsx infra/declared-lists.ts` adds it to the typed set.
 */
export type Access = { kind: 'keys' } | { kind: 'client' } | { kind: 'staff'; ability: Ability };

export interface Route {
  method: HttpMethod;
  /** Path inside the surface, with `{name}` parameters, e.g. `/clients/{client_id}/update`. */
  path: string;
  /** Unique across the API. */
  operationId: string;
  /** The operation's name in the specification's catalogue: `"<group>: <operation>"`. */
  summary: string;
  access: Access;
  /** One of our own operations, not in the catalogue: its summary is a name of its own. */
  extra?: true;
}

/**
 * The files bucket's key prefixes a module uses (`filePrefixes`): its function may read objects
 * under `read` (and sign download links for them) and store, copy and remove objects under `write`.
 */
export interface BucketGrants {
  read?: readonly FilePrefix[];
  /** Readable too. Writing `staging/` (completing presigned uploads) also lets it list the bucket. */
  write?: readonly FilePrefix[];
}

/** The prefixes a module may read: its read grants and its write grants (writable is readable). */
export const readablePrefixes = (grants: BucketGrants | undefined): FilePrefix[] => [
  ...new Set([...(grants?.read ?? []), ...(grants?.write ?? [])]),
];

/** What the function may do with the table and the bucket: the CDK grants exactly this. */
export interface Grants {
  table: 'read' | 'readwrite';
  bucket?: BucketGrants;
  fieldEncryption?: true;
  /** May read the payment gateway's webhook secret. */
  paymentGateway?: true;
  /** Makes online payment links: is told the payment gateway's checkout page (a setting, no permission). */
  paymentPage?: true;
  /** May invoke the print renderer function (renderDocument). */
  prints?: true;
}

/** One Lambda function: a resource module of a surface and the routes it serves. */
export interface ResourceModule {
  surface: Surface;
  /** Folder under functions/<surface>/, e.g. `clients`. */
  resource: string;
  /**
   * Staff surface only: the area whose REST API serves the module (`crm`, `sales-support`, ...).
   * Its routes' paths start with `/<area>/`; the area's API is mounted at `system-user/<area>`.
   * Without one, the module belongs to the staff core API at `system-user`.
   */
  area?: StaffArea;
  /** For integrations: the partner group whose key scope the routes need. */
  group?: string;
  grants: Grants;
  routes: readonly Route[];
}

/** The path segment under `/api/v1` where each surface is mounted. */
export const surfaceMount: Record<Surface, string> = {
  client: 'client',
  system: 'system',
  'system-user': 'system-user',
  integrations: 'integrations',
};

/** Where a module's REST API is mounted under `/api/v1` (`system-user/crm` for a staff area). */
export const mountOf = (module: Pick<ResourceModule, 'surface' | 'area'>): string =>
  module.area ? `${surfaceMount[module.surface]}/${module.area}` : surfaceMount[module.surface];

/**
 * The area whose API serves a staff path: the longest area prefix of its segments (`/sales-support/
 * sales/{id}` is `sales-support/sales`, `/sales-support/saleable-details` is `sales-support`), or
 * none (the core). A module's routes are all in its own area, or its API would never receive them.
 */
export function areaOfPath(path: string): StaffArea | undefined {
  let found: StaffArea | undefined;
  for (const area of staffAreas)
    if ((path === `/${area}` || path.startsWith(`/${area}/`)) && area.length > (found?.length ?? 0))
      found = area;
  return found;
}

/**
 * A route's resource path inside its REST API: the path without the area prefix, which the
 * base-path mapping strips (`/crm/leads/{id}` is `/leads/{id}` in the crm API).
 */
export const resourcePathOf = (module: Pick<ResourceModule, 'area'>, route: Pick<Route, 'path'>): string =>
  module.area ? route.path.slice(module.area.length + 1) || '/' : route.path;

/** The key scope a module's routes need: the surface, or `integrations:<group>`. */
export const requiredScope = (module: Pick<ResourceModule, 'surface' | 'group'>): string =>
  module.surface === 'integrations' ? `integrations:${module.group}` : module.surface;
