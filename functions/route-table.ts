import { readdirSync } from 'node:fs';
import { type ApiModule, type ModuleDeclaration, withOperations } from '../shared/http/module';
import type { Operation } from '../shared/http/operation';
import { type ProxyHandler, resourceHandler } from '../shared/http/resource-handler';
import { clientModules } from './client/modules';
import { systemModules } from './system/modules';
import { staffModules } from './system-user/modules';

/** Files of a module folder that hold no operation. */
const NOT_OPERATIONS = new Set(['module.ts', 'examples.ts']);

/** The folder of a module, relative to the project root. */
export const folderOf = (module: Pick<ModuleDeclaration, 'surface' | 'resource'>): string =>
  `functions/${module.surface}/${module.resource}`;

/** The TypeScript files of a module folder that may export operations, sorted. */
export function operationFilesOf(module: Pick<ModuleDeclaration, 'surface' | 'resource'>): string[] {
  const folder = new URL(`./${module.surface}/${module.resource}/`, import.meta.url);
  return readdirSync(folder)
    .filter((file) => file.endsWith('.ts') && !NOT_OPERATIONS.has(file))
    .sort();
}

async function load(declaration: ModuleDeclaration): Promise<ApiModule> {
  const exports = await Promise.all(
    operationFilesOf(declaration).map(
      (file) =>
        import(
          new URL(`./${declaration.surface}/${declaration.resource}/${file}`, import.meta.url).href
        ) as Promise<Record<string, unknown>>,
    ),
  );
  return withOperations(
    declaration,
    exports.flatMap((values) => Object.values(values)),
  );
}

/** Every module declaration, from the one list each surface keeps. */
export const moduleDeclarations: readonly ModuleDeclaration[] = [
  ...clientModules,
  ...systemModules,
  ...staffModules,
];

/**
 * Every resource module of the API with its operations: what the CDK stacks, the local gateway,
 * the OpenAPI document, the events and the tests read. Each module is one Lambda whose
 * operations are the operation files of its folder (read here; the Lambda's bundle entry names
 * them, see infra/bundling/lambda-entry.ts).
 */
export const resourceModules: readonly ApiModule[] = await Promise.all(moduleDeclarations.map(load));

/** Every operation by operationId. */
export const operationsById: Readonly<Record<string, Operation>> = Object.fromEntries(
  resourceModules.flatMap((module) => Object.entries(module.operations)),
);

const handlers = new Map<ApiModule, ProxyHandler>();

/** A module's Lambda handler built in this process (the local gateway, replays and tests), once. */
export function handlerOf(module: ApiModule): ProxyHandler {
  const handler = handlers.get(module) ?? resourceHandler(module);
  handlers.set(module, handler);
  return handler;
}
