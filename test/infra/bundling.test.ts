import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { App, type Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { resourceModules } from '../../functions/route-table';
import { buildStack } from '../../infra/build-stack';
import type { RealEstateStack } from '../../infra/stacks/real-estate-stack';
import { mountOf } from '../../shared/http/route';

/**
 * The one synth in the tests that bundles, as `npm run synth` does (CDK's CloudFormation validation
 * of every template included), for the smallest API only: the staff core's modules, plus the
 * functions of the root stack (stream functions, scheduler). Every other infrastructure test checks structure and bundles
 * nothing. (`aws:cdk:bundling-stacks` selects top-level stacks: a nested stack bundles with its parent.)
 */
describe('function bundling (the real synth path, on the staff core API)', () => {
  const modules = resourceModules.filter((module) => mountOf(module) === 'system-user');
  let app: App;
  let root: RealEstateStack;
  beforeAll(() => {
    // As the CLI does: each function names its asset's directory in its metadata.
    app = new App({ context: { stage: 'test', 'aws:cdk:enable-asset-metadata': true } });
    root = buildStack(app, { modules });
    app.synth();
  }, 180_000);

  /** Each function's bundle, and its environment as its Lambda gets it (a token's value made up). */
  const bundlesOf = (stack: Stack) =>
    Object.values(Template.fromStack(stack).findResources('AWS::Lambda::Function')).map((fn) => ({
      file: join(
        app.outdir,
        (fn.Metadata as Record<string, string>)['aws:asset:path'] as string,
        'index.mjs',
      ),
      environment: Object.fromEntries(
        Object.entries((fn.Properties.Environment?.Variables ?? {}) as Record<string, unknown>).map(
          ([name, value]) => [name, typeof value === 'string' ? value : `bundle-check-${name.toLowerCase()}`],
        ),
      ),
    }));

  it('bundles every function into an ESM file that loads and exports its handler', () => {
    const bundles = [...root.apis.flatMap(bundlesOf), ...bundlesOf(root)];
    // The root stack's functions: the notifier, the upload sweeper, the scheduler and the print renderer.
    expect(bundles).toHaveLength(modules.length + 4);
    for (const { file, environment } of bundles) {
      expect(existsSync(file)).toBe(true);
      expect(statSync(file).size).toBeGreaterThan(10_000);
      const loaded = spawnSync(
        process.execPath,
        [
          '--input-type=module',
          '-e',
          `const m = await import(${JSON.stringify(file)}); process.stdout.write(typeof m.handler);`,
        ],
        {
          encoding: 'utf8',
          // Its own environment only, as in its Lambda: a function that needs a setting it is not
          // given fails here, at its load (resourceHandler checks them at the cold start).
          env: {
            PATH: process.env.PATH,
            AWS_REGION: 'us-east-1',
            AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
            ...environment,
          },
        },
      );
      expect(loaded.stderr).toBe('');
      expect(loaded.stdout).toBe('function');
    }
  });
});
