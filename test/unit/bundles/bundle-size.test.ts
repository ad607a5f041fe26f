import { readFileSync, writeFileSync } from 'node:fs';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { moduleDeclarations } from '../../../functions/route-table';
import { functionBundle, streamAndJobEntries } from '../../../infra/bundling/function-bundle';
import { lambdaEntryOf } from '../../../infra/bundling/lambda-entry';

/**
 * Every function's bundle against a size budget, so growth shows in the unit tests at once rather
 * than in the next cold-start bench: bundle size is what drives a function's module init (the
 * approval types imported into every function that touched approvals made bundles 560-630 KB and
 * cold starts 1.4 to 1.8 times the client-only bundle's; issue 29, docs/performance.md).
 *
 * Two bounds: a ceiling per kind (an API function at most API_CEILING_KB), and each function at most
 * GROWTH over its recorded size in bundle-sizes.json, which this test writes with
 * UPDATE_BUNDLE_SIZES=1 (generated, never edited by hand). A function not recorded yet (a new
 * module) is held to the ceiling alone until the next recording.
 *
 * One esbuild build of every entry (each file parsed once), with ApiFunction's options, nothing written.
 */
const API_CEILING_KB = 600;
/** The stream and job functions (Notifier, UploadSweeper, Scheduler): no HTTP layer. */
const OTHER_CEILING_KB = 500;
const GROWTH = 1.05;
const RECORDED = 'test/unit/bundles/bundle-sizes.json';

const entryPoints: Record<string, string> = {
  ...Object.fromEntries(
    moduleDeclarations.map((module) => [`${module.surface}/${module.resource}`, lambdaEntryOf(module)]),
  ),
  ...streamAndJobEntries,
};

async function bundleSizes(): Promise<Record<string, number>> {
  const result = await build({
    ...functionBundle,
    entryPoints,
    outdir: 'build/bundle-size',
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  return Object.fromEntries(
    Object.values(result.metafile.outputs).flatMap((output) => {
      const name = Object.keys(entryPoints).find((key) => entryPoints[key] === output.entryPoint);
      return name ? [[name, Math.round(output.bytes / 1024)]] : [];
    }),
  );
}

const remedy = (name: string) =>
  `Find what ${name} loads: bundle ${entryPoints[name]} with esbuild --bundle --metafile and read the ` +
  'metafile (esbuild --analyze lists the inputs by size). Load a rarely used heavy part on first use ' +
  '(await import() where it is needed), import no module for its side effects, keep AWS SDK clients out ' +
  '(sign the request as shared/files/presign.ts and shared/prints/invoke-function.ts do). If the growth ' +
  'is wanted, measure the cold start (npm run bench -- cold, docs/performance.md) and record the sizes: ' +
  'UPDATE_BUNDLE_SIZES=1 npx vitest run test/unit/bundles/bundle-size.test.ts';

describe('function bundle sizes', () => {
  it('keeps every function within its budget', { timeout: 180_000 }, async () => {
    const sizes = await bundleSizes();
    expect(Object.keys(sizes).sort()).toEqual(Object.keys(entryPoints).sort());
    if (process.env.UPDATE_BUNDLE_SIZES === '1')
      writeFileSync(
        RECORDED,
        `${JSON.stringify(Object.fromEntries(Object.entries(sizes).sort(([a], [b]) => (a < b ? -1 : 1))), null, 2)}\n`,
      );
    const recorded = JSON.parse(readFileSync(RECORDED, 'utf8')) as Record<string, number>;
    const over = Object.entries(sizes).flatMap(([name, kb]) => {
      const ceiling = name.includes('/') ? API_CEILING_KB : OTHER_CEILING_KB;
      const before = recorded[name];
      const budget = Math.min(ceiling, before === undefined ? ceiling : Math.ceil(before * GROWTH));
      return kb > budget
        ? [
            `${name} bundles ${kb} KB, over its budget of ${budget} KB (${before === undefined ? 'not recorded' : `recorded ${before} KB + ${Math.round((GROWTH - 1) * 100)} %`}, ceiling ${ceiling} KB). ${remedy(name)}`,
          ]
        : [];
    });
    expect(over, over.join('\n\n')).toEqual([]);
  });
});
