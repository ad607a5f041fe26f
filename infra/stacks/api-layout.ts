import { mountOf, type ResourceModule, type StaffArea, type Surface } from '../../shared/http/route';

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
