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

/** Modules larger than this are split, as a Lambda of 20 operations would be. */
const MAX_MODULE_OPERATIONS = 8;
const SPLIT_MODULE_OPERATIONS = 6;
/** Show-only records (the read-model helper's) share a module this many at a time. */
const RECORDS_PER_MODULE = 5;

const staffAreaOfGroup: ReadonlyArray<[RegExp, StaffArea]> = [
  [/^SalesSupport/, 'sales-support'],
  [/^(purchase|materials|warehouse|return-request$)/i, 'purchasing'],
  [/^(attendance|hr\b)/i, 'hr'],
  [/^(attention request|bookvisit|client|discount|maintenancerequest)$/i, 'crm'],
];

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

/** The modules the not-yet-built summaries of a surface fall in. */
function draftsOf(surface: Surface, summaries: readonly string[]): Draft[] {
  const groups = new Map<string, Array<{ summary: string; action: string }>>();
  for (const summary of summaries) {
    const [group = '', action = ''] = summary.split(/:\s*/, 2);
    groups.set(group, [...(groups.get(group) ?? []), { summary, action: action || group }]);
  }
  const drafts: Draft[] = [];
  const records: DraftRoute[] = [];
  for (const [group, actions] of groups) {
    if (surface === 'integrations') {
      const slug = kebab(group.split(' ')[0] ?? group);
      const routes = actions.map(({ summary, action }) => routeOf(summary, `/${slug}`, action));
      drafts.push({ surface, group: slug, resource: slug, routes });
      continue;
    }
    if (surface === 'system-user' && actions.length === 1 && /^show$/i.test(actions[0]?.action ?? '')) {
      records.push({
        summary: actions[0]?.summary ?? group,
        method: 'GET',
        path: `/records/${kebab(group)}/{id}`,
      });
      continue;
    }
    const area =
      surface === 'system-user' ? staffAreaOfGroup.find(([pattern]) => pattern.test(group))?.[1] : undefined;
    const prefix = area ? `/${area}` : '';
    const resource = plural(kebab(group).replace(new RegExp(`^${area ?? '-'}-?`), ''));
    const inArea = area ? { area } : {};
    if (resource) {
      const routes = actions.map(({ summary, action }) => routeOf(summary, `${prefix}/${resource}`, action));
      drafts.push({ surface, ...inArea, resource, routes });
      continue;
    }
    // A group named only by its area (`Hr: payroll loans approve`): the first word is the sub-group.
    const subGroups = new Map<string, DraftRoute[]>();
    for (const { summary, action } of actions) {
      const [first = '', ...rest] = action.split(/\s+/);
      const [key, named] =
        actions.length > MAX_MODULE_OPERATIONS ? [kebab(first), rest.join(' ')] : ['overview', action];
      subGroups.set(key, [...(subGroups.get(key) ?? []), routeOf(summary, `${prefix}/${key}`, named)]);
    }
    for (const [key, routes] of subGroups) drafts.push({ surface, ...inArea, resource: key, routes });
  }
  for (let start = 0; start < records.length; start += RECORDS_PER_MODULE)
    drafts.push({
      surface,
      area: 'records',
      resource: `records-${start / RECORDS_PER_MODULE + 1}`,
      routes: records.slice(start, start + RECORDS_PER_MODULE),
    });
  return mergeSmall(drafts).flatMap(split);
}

/** Groups of one or two operations (countries, cities, ...) share a module with their neighbours. */
function mergeSmall(drafts: Draft[]): Draft[] {
  const merged: Draft[] = [];
  for (const draft of drafts) {
    const last = merged.at(-1);
    const small = (candidate: Draft) => candidate.routes.length <= 2 && candidate.area !== 'records';
    if (
      last &&
      small(draft) &&
      last.area === draft.area &&
      last.group === undefined &&
      draft.group === undefined &&
      last.resource.endsWith('-lookups') &&
      last.routes.length + draft.routes.length <= SPLIT_MODULE_OPERATIONS
    ) {
      last.routes.push(...draft.routes);
      continue;
    }
    merged.push(
      small(draft) && !draft.group
        ? { ...draft, resource: `${draft.resource}-lookups`, routes: [...draft.routes] }
        : draft,
    );
  }
  return merged;
}

/** A module of more than MAX_MODULE_OPERATIONS operations becomes several under the same path. */
function split(draft: Draft): Draft[] {
  if (draft.routes.length <= MAX_MODULE_OPERATIONS) return [draft];
  const parts = Math.ceil(draft.routes.length / SPLIT_MODULE_OPERATIONS);
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
