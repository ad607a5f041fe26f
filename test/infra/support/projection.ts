import { type Placement, placementOf, recordPathOf, staffAreaMap } from '../../../infra/area-map';
import { requiredParameters } from '../../../infra/openapi/gateway-validation';
import { filePrefixes } from '../../../shared/files/file-prefixes';
import type { Access, ResourceModule, Route, StaffArea, Surface } from '../../../shared/http/route';
import { type DraftRoute, kebab, plural, routeOf } from './catalogue-routes';

/*
 * A synthetic route table shaped like the rest of the catalogue: every catalogue summary not built
 * yet becomes a route of a plausible module, area and path, so the stack layout can be measured at
 * the catalogue's full size before the code exists. Deterministic: the same catalogue and the
 * same built modules give the same modules.
 */

/** docs/catalogue.json: the summaries of every catalogue operation, by surface. */
export type Catalogue = Partial<Record<Surface, readonly string[]>>;

const surfaces: readonly Surface[] = ['client', 'system', 'system-user', 'integrations'];

/** What the gateway checks on a synthetic route, as `requestValidation` answers for a real one. */
export interface ProjectedValidation {
  requestParameters: Record<string, boolean>;
  jsonBodyModel?: object;
}

export interface Projection {
  modules: ResourceModule[];
  validation: ReadonlyMap<string, ProjectedValidation>;
}

/**
 * Operations a projected function serves: about three, the system surface's density (the staff
 * modules built so far hold more, so the projection errs on the side of more functions).
 */
export const OPERATIONS_PER_MODULE = 3;

/** Every staff route names an ability; any does for structure (the gateway checks only the header). */
const staffAccess: Access = { kind: 'staff', ability: 'core.acceptances.view' };

/** A catalogue summary as the built routes may spell it (case, a trailing parenthesised note). */
const normalized = (summary: string) =>
  summary
    .replace(/\s*\(.*\)\s*$/, '')
    .trim()
    .toLowerCase();

interface Draft {
  surface: Surface;
  area?: StaffArea;
  group?: string;
  resource: string;
  routes: DraftRoute[];
}

/** The area map's name of a staff area (`core` is the staff core: no area). */
const inArea = (area: 'core' | StaffArea) => (area === 'core' ? {} : { area });

/**
 * The modules the not-yet-built summaries of a surface fall in. On the staff surface, where the
 * area map places them (infra/area-map.ts): each placement's operations under its path, and each
 * show-only record in its family's one function; a summary the map does not place is an error.
 */
function draftsOf(surface: Surface, summaries: readonly string[]): Draft[] {
  const drafts: Draft[] = [];
  if (surface === 'integrations') {
    const groups = new Map<string, DraftRoute[]>();
    for (const summary of summaries) {
      const [group = '', action = ''] = summary.split(/:\s*/, 2);
      const slug = kebab(group.split(' ')[0] ?? group);
      groups.set(slug, [...(groups.get(slug) ?? []), routeOf(summary, `/${slug}`, action || group)]);
    }
    for (const [slug, routes] of groups) drafts.push({ surface, group: slug, resource: slug, routes });
    return drafts.flatMap(split);
  }
  const byPlacement = new Map<Placement, Draft>();
  const placements = new Map<string, Placement>();
  const families = new Map<string, DraftRoute[]>();
  for (const summary of summaries) {
    const [group = '', action = ''] = summary.split(/:\s*/, 2);
    if (surface !== 'system-user') {
      // The client and system surfaces are built whole; an operation added later gets its group's module.
      const path = `/${plural(kebab(group))}`;
      const placement = placements.get(path) ?? { catalogue: group, path };
      placements.set(path, placement);
      const draft = byPlacement.get(placement) ?? { surface, resource: path.slice(1), routes: [] };
      draft.routes.push(routeOf(summary, path, action || group));
      byPlacement.set(placement, draft);
      continue;
    }
    const placed = placementOf(summary);
    if (placed) {
      const draft = byPlacement.get(placed.placement) ?? {
        surface,
        ...inArea(placed.area),
        resource: kebab(
          placed.placement.path.split('/').filter(Boolean).join('-') || placed.placement.catalogue,
        ),
        routes: [],
      };
      draft.routes.push(routeOf(summary, placed.placement.path.replace(/\/$/, ''), placed.action || group));
      byPlacement.set(placed.placement, draft);
      continue;
    }
    const kind = plural(kebab(group));
    const family = Object.entries(staffAreaMap.records.families ?? {}).find(([, kinds]) =>
      kinds.includes(kind),
    )?.[0];
    if (!/^show$/i.test(action) || !family)
      throw new Error(
        `"${summary}" (${surface}) is in no area: place it in infra/area-map.ts (a placement, or a records family)`,
      );
    families.set(family, [
      ...(families.get(family) ?? []),
      { summary, method: 'GET', path: recordPathOf(kind) },
    ]);
  }
  drafts.push(...byPlacement.values());
  for (const [family, routes] of families)
    drafts.push({ surface, area: 'records', resource: `records-${family}`, routes });
  return drafts.flatMap(split);
}

/**
 * A module of more than OPERATIONS_PER_MODULE operations becomes several under the same path, of
 * as even a size as they can be; a records family stays one function, as the area map says.
 */
function split(draft: Draft): Draft[] {
  if (draft.area === 'records' || draft.routes.length <= OPERATIONS_PER_MODULE) return [draft];
  const parts = Math.ceil(draft.routes.length / OPERATIONS_PER_MODULE);
  const size = Math.ceil(draft.routes.length / parts);
  return Array.from({ length: parts }, (_, index) => ({
    ...draft,
    resource: index === 0 ? draft.resource : `${draft.resource}-${index + 1}`,
    routes: draft.routes.slice(index * size, (index + 1) * size),
  }));
}

/** A body model the size of the real ones (their mean is under 5 properties; this has 6). */
const bodyModel = (operationId: string): object => ({
  type: 'object',
  properties: Object.fromEntries(
    ['name', 'notes', 'project_id', 'status', 'amount', 'date'].map((field, index) => [
      field,
      index % 2 === 0
        ? { type: 'string', minLength: 1, maxLength: 255, description: `${operationId} ${field}` }
        : { type: 'integer', minimum: 1 },
    ]),
  ),
});

/** The checks `requestValidation` would derive: headers, path and list parameters, a JSON body model. */
function projectedValidation(route: Route): ProjectedValidation {
  const requestParameters = requiredParameters(route);
  if (route.method === 'GET' && !route.path.includes('{'))
    for (const name of ['page', 'per_page', 'search'])
      requestParameters[`method.request.querystring.${name}`] = false;
  return {
    requestParameters,
    ...(route.method === 'POST' ? { jsonBodyModel: bodyModel(route.operationId) } : {}),
  };
}

/**
 * The projection: a module per catalogue group not built yet (split past 8 operations; show-only
 * records five to a module), a route per summary, with the gateway checks such a route would get.
 */
export function projectCatalogue(catalogue: Catalogue, built: readonly ResourceModule[]): Projection {
  const builtSummaries = new Set(
    built.flatMap((module) => module.routes.map((route) => `${module.surface} ${normalized(route.summary)}`)),
  );
  const taken = new Set(
    built.flatMap((module) => module.routes.map((route) => `${route.method} ${route.path}`)),
  );
  const takenResources = new Set(built.map((module) => `${module.surface}/${module.resource}`));
  const modules: ResourceModule[] = [];
  const validation = new Map<string, ProjectedValidation>();
  let sequence = 0;
  for (const surface of surfaces) {
    const pending = (catalogue[surface] ?? []).filter(
      (summary) => !builtSummaries.has(`${surface} ${normalized(summary)}`),
    );
    for (const draft of draftsOf(surface, pending)) {
      let resource = draft.resource;
      while (takenResources.has(`${surface}/${resource}`)) resource = `${resource}-more`;
      takenResources.add(`${surface}/${resource}`);
      const routes: Route[] = draft.routes.map(({ summary, method, path: first }) => {
        let path = first;
        for (let copy = 2; taken.has(`${method} ${path}`); copy++)
          path = `${first}${first.endsWith('}') ? '/' : '-'}${copy}`;
        taken.add(`${method} ${path}`);
        sequence += 1;
        const operationId = `projected${sequence}`;
        const access: Access = surface === 'system-user' ? staffAccess : { kind: 'keys' };
        const route: Route = { method, path, operationId, summary, access };
        validation.set(operationId, projectedValidation(route));
        return route;
      });
      const writes = routes.some((route) => route.method !== 'GET');
      const files = routes.some((route) => /upload|file|print|download/i.test(route.summary));
      modules.push({
        surface,
        resource,
        ...(draft.area ? { area: draft.area } : {}),
        ...(draft.group ? { group: draft.group } : {}),
        grants: {
          table: writes ? 'readwrite' : 'read',
          // Like a module that stores its own files (its policy's size is what the budgets count).
          ...(files ? { bucket: { read: [filePrefixes.projects], write: [filePrefixes.sales] } } : {}),
        },
        routes,
      });
    }
  }
  return { modules, validation };
}
