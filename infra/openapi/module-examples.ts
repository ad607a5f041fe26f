import { existsSync, readFileSync } from 'node:fs';
import { folderOf, resourceModules } from '../../functions/route-table';
import type { ModuleDeclaration } from '../../shared/http/module';
import type { ModuleExamples, RequestExample } from './request-examples';

type ModuleFolder = Pick<ModuleDeclaration, 'surface' | 'resource'>;

/** A response the demo data answered to an operation's request example, as stored. */
export interface CapturedResponse {
  status: number;
  body: unknown;
}

/** A module's captured responses, by operationId. */
export type ModuleResponses = Record<string, CapturedResponse>;

/** Where a module's request examples are: `examples.ts` in its folder. */
export const examplesFileOf = (module: ModuleFolder): string => `${folderOf(module)}/examples.ts`;

/** Where a module's captured response examples are: `responses.json` in its folder. */
export const responsesFileOf = (module: ModuleFolder): string => `${folderOf(module)}/responses.json`;

const projectFile = (path: string) => new URL(`../../${path}`, import.meta.url);

/** A module's request examples; none when its examples.ts is missing (the tests say what to add). */
async function loadExamples(module: ModuleFolder): Promise<ModuleExamples> {
  const file = projectFile(examplesFileOf(module));
  if (!existsSync(file)) return {};
  const loaded = (await import(file.href)) as { examples?: ModuleExamples };
  return loaded.examples ?? {};
}

/** A module's captured responses as stored; none when its responses.json is missing. */
export function responsesOf(module: ModuleFolder): ModuleResponses {
  const file = projectFile(responsesFileOf(module));
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ModuleResponses) : {};
}

/** Every module's request examples, in the route table's module order. */
export const examplesByModule: ReadonlyMap<ModuleFolder, ModuleExamples> = new Map(
  await Promise.all(resourceModules.map(async (module) => [module, await loadExamples(module)] as const)),
);

/** Every request example of the API by operationId, from the modules' examples.ts files. */
export const requestExamples: Readonly<Record<string, RequestExample>> = Object.assign(
  {},
  ...examplesByModule.values(),
);

/** Every captured response example of the API by operationId, from the modules' responses.json files. */
export const responseExamples: Readonly<Record<string, CapturedResponse>> = Object.assign(
  {},
  ...resourceModules.map(responsesOf),
);
