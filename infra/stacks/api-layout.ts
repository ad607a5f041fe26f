import {
  mountOf,
  type ResourceModule,
  resourcePathOf,
  type StaffArea,
  type Surface,
} from '../../shared/http/route';

/** One REST API of the layout: the modules served under one base path. */
export interface ApiGroup {
  /** Where the API is mounted under `/api/v1`: `client`, `system-user`, `system-user/crm`. */
  mount: string;
  surface: Surface;
  area?: StaffArea;
  modules: readonly ResourceModule[];
}

/**
 * The REST APIs that serve the modules: one per surface, and on the staff surface one per area
 * beside the core (modules without an area), in the order the modules come.
 */
export function apiGroupsOf(modules: readonly ResourceModule[]): ApiGroup[] {
  const groups = new Map<string, ApiGroup>();
  for (const module of modules) {
    const mount = mountOf(module);
    const group = groups.get(mount) ?? {
      mount,
      surface: module.surface,
      ...(module.area ? { area: module.area } : {}),
      modules: [],
    };
    groups.set(mount, { ...group, modules: [...group.modules, module] });
  }
  return [...groups.values()];
}

/** camelCase of a mount or surface (`system-user/crm` is `systemUserCrm`): construct ids and outputs. */
export const camelOf = (name: string): string =>
  name.replace(/[-/](\w)/g, (_, letter: string) => letter.toUpperCase());

/** PascalCase of a kebab-case name (`sales-support` is `SalesSupport`). */
export const pascalOf = (name: string): string =>
  name.replace(/(^|[-_/])(\w)/g, (_, __, letter: string) => letter.toUpperCase());

/** The resource paths of an API's routes, inside the API (`/leads/{lead_id}` in the crm API). */
export const apiPathsOf = (group: Pick<ApiGroup, 'modules'>): string[] => [
  ...new Set(group.modules.flatMap((module) => module.routes.map((route) => resourcePathOf(module, route)))),
];

/**
 * Where an API answers CORS preflights: `options`, the resources given a mock OPTIONS method;
 * `greedy`, the resources given a `{proxy+}` child with one, which serves every deeper path. A
 * resource whose children include a path variable cannot take `{proxy+}` (API Gateway allows one
 * variable child): it gets OPTIONS itself and each child is placed the same way. At the root of an
 * API whose paths start with a static segment this is the root's OPTIONS and `/{proxy+}`.
 */
export function preflightPlacesOf(paths: readonly string[]): { options: string[]; greedy: string[] } {
  const children = new Map<string, Set<string>>();
  const join = (parent: string, segment: string) => (parent === '/' ? `/${segment}` : `${parent}/${segment}`);
  for (const path of paths) {
    let parent = '/';
    for (const segment of path.split('/').filter(Boolean)) {
      const known = children.get(parent) ?? new Set<string>();
      children.set(parent, known.add(segment));
      parent = join(parent, segment);
    }
  }
  const options: string[] = [];
  const greedy: string[] = [];
  const place = (path: string) => {
    options.push(path);
    const below = [...(children.get(path) ?? [])];
    if (below.length === 0) return;
    if (!below.some((segment) => segment.startsWith('{'))) greedy.push(path);
    else for (const segment of below) place(join(path, segment));
  };
  place('/');
  return { options, greedy };
}
