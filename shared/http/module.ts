import type { Operation } from './operation';
import type { Access, Grants, ResourceModule, Surface } from './route';

/** A resource module as its folder declares it: one Lambda serving the listed operations. */
export interface ModuleDeclaration {
  surface: Surface;
  /** The module's folder under functions/<surface>/. */
  resource: string;
  /** Staff surface: the area whose API serves it (see `ResourceModule.area`). */
  area?: string;
  /** Integrations: the partner group whose key scope the routes need. */
  group?: string;
  grants: Grants;
  /** Who may call the module's operations, unless an operation says otherwise. */
  access: Access;
  operations: readonly Operation[];
}

/** A declared module: its routes (with access resolved) and its operations by operationId. */
export interface ApiModule extends ResourceModule {
  operations: Readonly<Record<string, Operation>>;
}

/** Declares a module; its route table is read from its operations. */
export function defineModule(declaration: ModuleDeclaration): ApiModule {
  const { operations, access, ...module } = declaration;
  return {
    ...module,
    routes: operations.map((operation) => ({ ...operation.route, access: operation.route.access ?? access })),
    operations: Object.fromEntries(operations.map((operation) => [operation.route.operationId, operation])),
  };
}
