import { existsSync, readFileSync } from 'node:fs';
import { folderOf, resourceModules } from '../../functions/route-table';
import type { ModuleDeclaration } from '../../shared/http/module';
import type { LocalFixtures, ModuleExamples, RequestExample } from './request-examples';

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

/** What a module's examples.ts exports: its request examples and the local fixtures they make. */
interface ExamplesFile {
  examples?: ModuleExamples;
  fixtures?: LocalFixtures;
}

/** A module's examples.ts; empty when it is missing (the tests say what to add). */
async function loadExamplesFile(module: ModuleFolder): Promise<ExamplesFile> {
  const file = projectFile(examplesFileOf(module));
  return existsSync(file) ? ((await import(file.href)) as ExamplesFile) : {};
}

/** A module's captured responses as stored; none when its responses.json is missing. */
export function responsesOf(module: ModuleFolder): ModuleResponses {
  const file = projectFile(responsesFileOf(module));
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ModuleResponses) : {};
}

const examplesFiles: ReadonlyMap<ModuleFolder, ExamplesFile> = new Map(
  await Promise.all(resourceModules.map(async (module) => [module, await loadExamplesFile(module)] as const)),
);

/** Every module's request examples, in the route table's module order. */
export const examplesByModule: ReadonlyMap<ModuleFolder, ModuleExamples> = new Map(
  [...examplesFiles].map(([module, file]) => [module, file.examples ?? {}]),
);

/** Every module's local fixtures (`fixtures` of its examples.ts), in the route table's module order. */
export const fixturesByModule: ReadonlyMap<ModuleFolder, LocalFixtures> = new Map(
  [...examplesFiles].map(([module, file]) => [module, file.fixtures ?? {}]),
);

/** Every local fixture of the API by name (`POST {base_url}/local/<name>`), from the modules' examples.ts. */
export const localFixtures: LocalFixtures = Object.assign({}, ...fixturesByModule.values());

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
