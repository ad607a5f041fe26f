import type { Operation } from './operation';
import type { Access, Grants, ResourceModule, StaffArea, Surface } from './route';

/** A resource module as its folder's `module.ts` declares it: one Lambda, its grants and default access. */
export interface ModuleDeclaration {
  surface: Surface;
  /** The module's folder under functions/<surface>/. */
  resource: string;
  /** Staff surface: the area whose API serves it (see `ResourceModule.area`). */
  area?: StaffArea;
  /** Integrations: the partner group whose key scope the routes need. */
  group?: string;
  grants: Grants;
  /** Who may call the module's operations, unless an operation says otherwise. */
  access: Access;
  /**
   * The staff abilities this module brings (`<module>.<resource>.<action>` -> what it grants), each
   * declared by one module, the one whose records it guards; other modules' routes may name it too.
   * `npx tsx infra/declared-lists.ts` writes them into shared/auth/declared-abilities.ts, the typed
   * set (`Ability`) routes and roles name; a new ability joins a role bundle in shared/auth/abilities.ts.
   */
  abilities?: Readonly<Record<string, string>>;
}

/** A module with its operations: its routes (access resolved) and its operations by operationId. */
export interface ApiModule extends ResourceModule {
  declaration: ModuleDeclaration;
  operations: Readonly<Record<string, Operation>>;
}

/** Declares a module (its operations are the operation files of its folder). */
export const declareModule = (declaration: ModuleDeclaration): ModuleDeclaration => declaration;

/** Whether a module export is an operation (what `defineOperation` returns). */
export const isOperation = (value: unknown): value is Operation =>
  typeof value === 'object' &&
  value !== null &&
  'route' in value &&
  'spec' in value &&
  typeof (value as Operation).run === 'function';

/**
 * Where a route comes in a module's listing (the document, the Postman collection): lists and
 * forms, then creates, then reads, changes and deletes of one record, as a client walks them.
 */
function walkOrder({ method, path }: Operation['route']): number {
  const ofRecord = path.includes('{');
  if (method === 'DELETE') return 4;
  if (!ofRecord) return method === 'GET' ? 0 : 1;
  return method === 'GET' ? 2 : 3;
}

const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * A module with the operations its folder exports (each file's exported operations), in walk
 * order, then by path; an operationId or a method and path used twice is an error.
 */
export function withOperations(declaration: ModuleDeclaration, exports: readonly unknown[]): ApiModule {
  const found = [...new Set(exports.filter(isOperation))].sort(
    // Not localeCompare: its first call loads ICU collation, about 20 ms of every cold start.
    (a, b) => walkOrder(a.route) - walkOrder(b.route) || byCodePoint(a.route.path, b.route.path),
  );
  const operations: Record<string, Operation> = {};
  const addresses = new Set<string>();
  for (const operation of found) {
    const { operationId, method, path } = operation.route;
    if (operations[operationId]) throw new Error(`operationId ${operationId} is declared twice`);
    if (addresses.has(`${method} ${path}`)) throw new Error(`${method} ${path} is declared twice`);
    operations[operationId] = operation;
    addresses.add(`${method} ${path}`);
  }
  // The abilities serve the written list only, not the module's function.
  const { access, abilities: _abilities, ...module } = declaration;
  return {
    ...module,
    declaration,
    routes: found.map((operation) => ({ ...operation.route, access: operation.route.access ?? access })),
    operations,
  };
}
