import { existsSync, readFileSync } from 'node:fs';
import type { OpenAPIV3_1 } from 'openapi-types';
import { describe, expect, it } from 'vitest';
import { folderOf, resourceModules } from '../../../functions/route-table';
import type { Surface } from '../../../shared/http/route';
import { baseUrl } from '../../support/http';

const CATALOGUE = 'docs/catalogue.json';
// The specification's own copy, beside the repository on the machines that have it.
const SHARED_CATALOGUE = '../shared/catalogue.json';
const catalogue = JSON.parse(readFileSync(CATALOGUE, 'utf8')) as Record<Surface, string[]>;

/** A summary without its trailing parenthesised note: "Archive: upload url (step 1)" is "Archive: upload url". */
const withoutNote = (summary: string) => summary.replace(/\s*\([^()]*\)$/, '');

const routes = new Map(
  resourceModules.flatMap((module) => module.routes.map((route) => [route.operationId, { module, route }])),
);

describe(`the catalogue (${CATALOGUE})`, () => {
  it.skipIf(!existsSync(SHARED_CATALOGUE))(`is the specification's (${SHARED_CATALOGUE})`, () => {
    expect(readFileSync(CATALOGUE, 'utf8'), `copy ${SHARED_CATALOGUE} to ${CATALOGUE}`).toBe(
      readFileSync(SHARED_CATALOGUE, 'utf8'),
    );
  });

  it('names every operation the served document summarises, once, but our own extras', async () => {
    const document = (await (await fetch(`${baseUrl}/openapi.json`)).json()) as OpenAPIV3_1.Document;
    const built = Object.values(document.paths ?? {}).flatMap((item) =>
      Object.values(item ?? {}).flatMap((operation) => {
        const { operationId = '', summary = '' } = operation as OpenAPIV3_1.OperationObject;
        const found = routes.get(operationId);
        return found ? [{ ...found, operationId, summary: withoutNote(summary) }] : [];
      }),
    );
    const problems: string[] = [];
    const coverage: string[] = [];
    for (const surface of Object.keys(catalogue).filter((key) => key !== 'about') as Surface[]) {
      const listed = new Set(catalogue[surface]);
      const own = built.filter(({ module }) => module.surface === surface);
      for (const { operationId, summary, route, module } of own) {
        if (route.extra && listed.has(summary))
          problems.push(
            `${operationId}: the catalogue lists "${summary}", so it is no extra: remove \`extra: true\` ` +
              `from its operation file in ${folderOf(module)}/`,
          );
        if (!route.extra && !listed.has(summary))
          problems.push(
            `${operationId}: "${summary}" is not in the catalogue's ${surface} list: spell it as ${CATALOGUE} ` +
              `does in its operation file in ${folderOf(module)}/, or mark the route \`extra: true\` if the ` +
              'operation is our own',
          );
      }
      for (const summary of new Set(own.map((operation) => operation.summary))) {
        const same = own.filter((operation) => operation.summary === summary).map((o) => o.operationId);
        if (same.length > 1)
          problems.push(
            `${surface}: ${same.join(', ')} share the summary "${summary}": each needs its own (the \`summary\` ` +
              'of its defineOperation)',
          );
      }
      const covered = catalogue[surface].filter((summary) => own.some((o) => o.summary === summary));
      const extras = own.filter(({ route }) => route.extra).length;
      coverage.push(
        `${surface} ${covered.length}/${catalogue[surface].length}${extras ? ` (+${extras} extra)` : ''}`,
      );
    }
    console.log(`catalogue coverage: ${coverage.join(', ')}`);
    expect(problems).toEqual([]);
  });
});
