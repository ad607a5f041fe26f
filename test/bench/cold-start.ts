import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import { formatTable, median } from './table';

/** The esbuild options NodejsFunction uses for our functions (infra/constructs/api-function.ts). */
const bundleOptions = {
  bundle: true,
  minify: true,
  platform: 'node' as const,
  target: 'node22',
  format: 'esm' as const,
  mainFields: ['module', 'main'],
  banner: { js: "import { createRequire } from 'module'; const require = createRequire(import.meta.url);" },
  alias: { 'node:stream/web': './infra/bundling/lazy-web-streams.ts' },
  logLevel: 'silent' as const,
};

const workDir = resolve('build/bench');

/** Baselines: a hello-world handler, and one holding only the DynamoDB document client. */
async function baselineBundles(): Promise<Array<{ name: string; file: string }>> {
  mkdirSync(workDir, { recursive: true });
  const sources = {
    'hello-world': "export const handler = async () => ({ statusCode: 200, body: 'hello' });\n",
    'dynamodb-client-only':
      "import { DynamoDBClient } from '@aws-sdk/client-dynamodb';\n" +
      "import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';\n" +
      'const client = DynamoDBDocumentClient.from(new DynamoDBClient({}));\n' +
      "export const handler = async () => client.send(new GetCommand({ TableName: 't', Key: { pk: 'x' } }));\n",
  };
  const bundles = [];
  for (const [name, source] of Object.entries(sources)) {
    const entry = join(workDir, `${name}.ts`);
    writeFileSync(entry, source);
    const file = join(workDir, `${name}.mjs`);
    await build({ ...bundleOptions, entryPoints: [entry], outfile: file, absWorkingDir: process.cwd() });
    bundles.push({ name, file });
  }
  return bundles;
}

/** The function bundles of the synthesized stack, named by their function. */
function stackBundles(): Array<{ name: string; file: string }> {
  console.error('[bench] npm run synth (bundles every function)...');
  rmSync('build/bench/cdk.out', { recursive: true, force: true });
  execFileSync('npx', ['cdk', 'synth', '--quiet', '-o', 'build/bench/cdk.out'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const out = 'build/bench/cdk.out';
  const names = new Map<string, string>();
  for (const template of readdirSync(out).filter((f) => f.endsWith('.template.json'))) {
    const resources = JSON.parse(readFileSync(join(out, template), 'utf8')).Resources ?? {};
    for (const [id, resource] of Object.entries<{ Type: string; Metadata?: Record<string, string> }>(
      resources,
    )) {
      const asset = resource.Metadata?.['aws:asset:path'];
      if (resource.Type === 'AWS::Lambda::Function' && asset)
        // Nested API stacks name the surface (`client/Auth`); root-stack functions stand alone (`Notifier`).
        names.set(
          asset,
          [/dev(\w+?)Api/.exec(template)?.[1], id.replace(/Function.*/, '')].filter(Boolean).join('/'),
        );
    }
  }
  return readdirSync(out)
    .filter((dir) => dir.startsWith('asset.') && names.has(dir))
    .map((dir) => ({ name: names.get(dir) as string, file: join(out, dir, 'index.mjs') }));
}

/** Milliseconds a fresh Node process spends importing one bundle. */
function importTime(file: string): number {
  const script = `const t = performance.now(); await import(${JSON.stringify(resolve(file))}); process.stdout.write(String(performance.now() - t));`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    encoding: 'utf8',
    env: {
      ...process.env,
      AWS_REGION: 'us-east-1',
      TABLE_NAME: 'bench',
      BUCKET_NAME: 'bench',
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    },
  });
  if (run.status !== 0) throw new Error(`importing ${file} failed: ${run.stderr}`);
  return Number(run.stdout);
}

/**
 * Median import time of each bundle over `rounds` rounds. Each round imports every bundle once, so
 * a passing load on the machine falls on all of them alike rather than on one.
 */
function initTimes(files: string[], rounds = 20): number[] {
  const samples = files.map(() => [] as number[]);
  for (let round = 0; round < rounds; round++) {
    for (const [index, file] of files.entries()) samples[index]?.push(importTime(file));
  }
  return samples.map(median);
}

/** Size and init time of every function bundle, against the two baselines. */
export async function coldStartBench(): Promise<{ worstRatio: number }> {
  const baselines = await baselineBundles();
  const functions = stackBundles();
  const bundles = [...baselines, ...functions];
  const times = initTimes(bundles.map((bundle) => bundle.file));
  const measured = bundles.map((bundle, index) => ({
    ...bundle,
    kb: statSync(bundle.file).size / 1024,
    ms: times[index] as number,
  }));
  const clientOnly = measured.find((row) => row.name === 'dynamodb-client-only') as { ms: number };
  const rows = measured.map((row) => [
    row.name,
    row.kb.toFixed(0),
    row.ms.toFixed(1),
    (row.ms / clientOnly.ms).toFixed(2),
  ]);
  console.log(
    '\nCold start: bundle size and module init (fresh Node process each time, median of 20 interleaved rounds)',
  );
  console.log(formatTable(['bundle', 'KB', 'init ms', 'x client-only'], rows));
  const worstRatio = Math.max(...measured.slice(2).map((row) => row.ms / clientOnly.ms));
  console.log(`target: every function <= 1.30x the client-only bundle; worst ${worstRatio.toFixed(2)}x`);
  return { worstRatio };
}
