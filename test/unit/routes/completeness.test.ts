import { existsSync, readFileSync } from 'node:fs';
import type { OpenAPIV3_1 } from 'openapi-types';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { folderOf, operationFilesOf, operationsById, resourceModules } from '../../../functions/route-table';
import { WRITE_LISTS } from '../../../infra/declared-lists';
import { buildOpenApiDocument, documentPath } from '../../../infra/openapi/document';
import {
  examplesByModule,
  examplesFileOf,
  fixturesByModule,
  localFixtures,
  responsesFileOf,
  responsesOf,
} from '../../../infra/openapi/module-examples';
import { createdBy } from '../../../infra/openapi/request-examples';
import * as records from '../../../shared/schemas/records';

// Each test lists what is missing, with what to add and where: an empty list passes.
const document = buildOpenApiDocument();
const operations = resourceModules.flatMap((module) =>
  module.routes.map((route) => ({ module, route, operation: operationsById[route.operationId] })),
);
const successOf = (operationId: string) => (operationsById[operationId]?.spec.response.created ? 201 : 200);
const parametersOf = (path: string) => [...path.matchAll(/\{(\w+)\}/g)].map(([, name = '']) => name);

describe('every operation is complete', () => {
  it('answers a record schema of shared/schemas/records.ts', () => {
    const missing = operations.flatMap(({ module, route, operation }) => {
      const record = operation?.spec.response.record;
      const schema = (records as Record<string, unknown>)[record ?? ''];
      return schema instanceof z.ZodType && document.components?.schemas?.[record ?? '']
        ? []
        : [
            `${route.operationId} (${folderOf(module)}): its response.record "${record}" is no record schema: ` +
              'add it to shared/schemas/records/<aggregate>.ts (a new file: run ' +
              `\`${WRITE_LISTS}\`, which exports it through shared/schemas/records.ts)`,
          ];
    });
    expect(missing).toEqual([]);
  });

  it("has one request example in its module's examples.ts, and the examples name only operations", () => {
    const missing = resourceModules.flatMap((module) => {
      const file = examplesFileOf(module);
      if (!existsSync(file))
        return [
          `${folderOf(module)}: add examples.ts exporting \`examples\`, one request example per operationId`,
        ];
      const examples = examplesByModule.get(module) ?? {};
      const ids = new Set(module.routes.map((route) => route.operationId));
      return [
        ...module.routes
          .filter((route) => !examples[route.operationId])
          .map((route) => `${route.operationId}: add its request example to ${file}`),
        ...Object.keys(examples)
          .filter((id) => !ids.has(id))
          .map(
            (id) =>
              `${id} in ${file} is no operation of ${folderOf(module)}: remove it or move it to its module`,
          ),
        ...module.routes.flatMap((route) =>
          parametersOf(route.path)
            .filter((name) => examples[route.operationId] && !examples[route.operationId]?.path?.[name])
            .map((name) => `${route.operationId}: give {${name}} a value in its example's path (${file})`),
        ),
      ];
    });
    expect(missing).toEqual([]);
  });

  it('keeps its examples out of its Lambda bundle', () => {
    const importing = resourceModules.flatMap((module) =>
      operationFilesOf(module)
        .filter((file) =>
          /from '(\.\/examples|[./]*infra\/openapi\/[\w-]+)'/.test(
            readFileSync(`${folderOf(module)}/${file}`, 'utf8'),
          ),
        )
        .map(
          (file) =>
            `${folderOf(module)}/${file} imports the examples: only the tests and infra/openapi read them`,
        ),
    );
    expect(importing).toEqual([]);
  });

  it('runs its example after operations that exist, with files that exist', () => {
    const wrong = resourceModules.flatMap((module) =>
      Object.entries(examplesByModule.get(module) ?? {}).flatMap(([id, example]) => [
        ...[
          ...(example.after ?? []),
          ...[...Object.values(example.path ?? {}), ...Object.values(example.body ?? {})].flatMap(
            (value) => createdBy(value) ?? [],
          ),
        ]
          .filter((needed) => !operationsById[needed])
          .map((needed) => `${id} (${examplesFileOf(module)}) runs after ${needed}, which is no operation`),
        ...Object.values(example.files ?? {})
          .flat()
          .filter((path) => !existsSync(path))
          .map((path) => `${id} (${examplesFileOf(module)}) uploads ${path}, which does not exist`),
      ]),
    );
    expect(wrong).toEqual([]);
  });

  it("makes its example's local fixtures (and its Postman script's) with ones the modules declare, each once", () => {
    const declaredIn = new Map<string, string[]>();
    for (const [module, fixtures] of fixturesByModule)
      for (const name of Object.keys(fixtures))
        declaredIn.set(name, [...(declaredIn.get(name) ?? []), examplesFileOf(module)]);
    const wrong = [
      ...resourceModules.flatMap((module) =>
        Object.entries(examplesByModule.get(module) ?? {}).flatMap(([id, example]) =>
          example.localFixture && !localFixtures[example.localFixture]
            ? [
                `${id} (${examplesFileOf(module)}) makes the local fixture "${example.localFixture}", which no ` +
                  `module declares: add it to \`fixtures\` in ${examplesFileOf(module)}`,
              ]
            : [],
        ),
      ),
      // A Postman script asks the local stack for a declared fixture (or a staff account of its own).
      ...resourceModules.flatMap((module) =>
        Object.entries(examplesByModule.get(module) ?? {}).flatMap(([id, example]) =>
          [...(example.postman?.prerequest ?? []).join('\n').matchAll(/'\/local\/([\w/-]+)'/g)]
            .map(([, name = '']) => name)
            .filter((name) => name !== 'staff-accounts' && !localFixtures[name])
            .map(
              (name) =>
                `${id} (${examplesFileOf(module)}): its Postman script asks for /local/${name}, which no module ` +
                `declares: add it to \`fixtures\` in ${examplesFileOf(module)}`,
            ),
        ),
      ),
      ...[...declaredIn]
        .filter(([, files]) => files.length > 1)
        .map(
          ([name, files]) => `the local fixture "${name}" is declared in ${files.join(' and ')}: keep one`,
        ),
    ];
    expect(wrong).toEqual([]);
  });

  it("has a captured response example in its module's responses.json, and the file only its operations", () => {
    const missing = resourceModules.flatMap((module) => {
      const file = responsesFileOf(module);
      const stored = responsesOf(module);
      const ids = new Set(module.routes.map((route) => route.operationId));
      return [
        ...module.routes
          .filter((route) => stored[route.operationId]?.status !== successOf(route.operationId))
          .map(
            (route) =>
              `${route.operationId}: capture its ${successOf(route.operationId)} answer with ` +
              `\`npm run openapi:examples -- ${route.operationId}\` (writes ${file})`,
          ),
        ...Object.keys(stored)
          .filter((id) => !ids.has(id))
          .map(
            (id) =>
              `${id} in ${file} is no operation of the module: ` +
              `\`npm run openapi:examples -- ${module.surface}/${module.resource}\` rewrites the file`,
          ),
      ];
    });
    expect(missing).toEqual([]);
  });

  it('is documented with every answer its declaration says it can give, and its examples', () => {
    const missing = operations.flatMap(({ module, route, operation }) => {
      const spec = operation?.spec;
      const documented = document.paths?.[documentPath(module, route)]?.[
        route.method.toLowerCase() as 'get'
      ] as OpenAPIV3_1.OperationObject | undefined;
      const responses = (documented?.responses ?? {}) as Record<string, OpenAPIV3_1.ResponseObject>;
      const success = String(successOf(route.operationId));
      const expected = [
        success,
        '401',
        '403',
        '414',
        '429',
        '500',
        ...(parametersOf(route.path).length > 0 || spec?.response.notFound ? ['404'] : []),
        ...(spec?.response.conflict ? ['409'] : []),
        ...(spec?.body ? ['413'] : []),
        ...(spec?.query || spec?.body || spec?.params ? ['422'] : []),
      ];
      return [
        ...expected
          .filter((status) => !responses[status])
          .map(
            (status) =>
              `${route.operationId}: the document does not list ${status} (infra/openapi/document.ts)`,
          ),
        ...(responses[success]?.content?.['application/json']?.example
          ? []
          : [
              `${route.operationId}: the document has no response example (npm run openapi:examples -- ${route.operationId})`,
            ]),
      ];
    });
    expect(missing).toEqual([]);
  });
});
