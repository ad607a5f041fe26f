import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { build } from 'esbuild';
import { functionBundle } from '../../infra/bundling/function-bundle';
import { formatTable, median } from './table';

/** The options every function is bundled with (ApiFunction's), quiet. */
const bundleOptions = { ...functionBundle, logLevel: 'silent' as const };

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

const benchOut = 'build/bench/cdk.out';

/** Every CloudFormation template of an assembly: its own and those of its nested assemblies (a stage's `assembly-dev/`). */
function templatesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name.startsWith('assembly-') ? templatesUnder(path) : [];
    return entry.name.endsWith('.template.json') ? [path] : [];
  });
}

/**
 * A function's name in the tables: `<api>/<Module>` for a function of a nested API stack, whose
 * template is named `<stage>RealEstateApi<stage><Api>Api<hash>.nested.template.json` (`systemUserCrm/Clients`);
 * the bare construct name for a function of the stage's own stack (`Notifier`, `PrintRenderer`).
 */
function functionName(template: string, logicalId: string, stage = 'dev'): string {
  const api = new RegExp(`RealEstateApi-?${stage}(\\w+?)Api[0-9A-F]{8}\\.nested\\.template\\.json$`).exec(
    basename(template),
  )?.[1];
  const construct = logicalId.replace(/Function[0-9A-F]{8}$/, '').replace(/Function$/, '');
  return api ? `${api}/${construct}` : construct;
}

/**
 * The function bundles of the synthesized stage (`npm run synth` into build/bench/cdk.out), named by
 * their function. A template names its function's code by `aws:asset:path`, relative to the
 * template's assembly or to the root one. None found is an error: a table without functions would
 * read as a pass (the stage once moved its templates into `assembly-dev/` and the bench printed
 * `worst -Infinityx` for months of growth).
 */
export function stageBundles(out = benchOut): Bundle[] {
  const templates = templatesUnder(out);
  const bundles = new Map<string, Omit<Bundle, 'name'>>();
  for (const template of templates) {
    const resources = JSON.parse(readFileSync(template, 'utf8')).Resources ?? {};
    for (const [id, resource] of Object.entries<{
      Type: string;
      Metadata?: Record<string, string>;
      Properties?: { Environment?: { Variables?: Record<string, unknown> } };
    }>(resources)) {
      const asset = resource.Metadata?.['aws:asset:path'];
      if (resource.Type !== 'AWS::Lambda::Function' || !asset) continue;
      const file = [join(dirname(template), asset, 'index.mjs'), join(out, asset, 'index.mjs')].find(
        existsSync,
      );
      if (!file) throw new Error(`${template}: the bundle of ${id} (${asset}) is not in ${out}`);
      // Its Lambda's own environment (a token's value made up): a function starts only with it. Not
      // NODE_OPTIONS: the baselines load without source maps, so the ratios compare the code alone.
      const { NODE_OPTIONS: _sourceMaps, ...variables } = resource.Properties?.Environment?.Variables ?? {};
      const environment = Object.fromEntries(
        Object.entries(variables).map(([name, value]) => [name, typeof value === 'string' ? value : 'bench']),
      );
      bundles.set(functionName(template, id), { file, environment });
    }
  }
  if (bundles.size === 0)
    throw new Error(
      `No function bundle found in ${out} (${templates.length} templates): the bench measures nothing. Has the assembly layout moved?`,
    );
  return [...bundles]
    .map(([name, bundle]) => ({ name, ...bundle }))
    .sort((a, b) => (a.name < b.name ? -1 : 1));
}

/** A function's bundle, and the environment its Lambda starts with (none for a baseline). */
export interface Bundle {
  name: string;
  file: string;
  environment?: Record<string, string>;
}

/**
 * Synthesizes the stage into build/bench/cdk.out (bundling every function) and answers its bundles;
 * `reuse`: the bundles of the last synth there (`npm run bench -- cold --no-synth`).
 */
function synthesizedBundles(reuse = false): Bundle[] {
  if (reuse) return stageBundles();
  console.error('[bench] cdk synth (bundles every function, about a minute of both cores)...');
  rmSync(benchOut, { recursive: true, force: true });
  execFileSync('npx', ['cdk', 'synth', '--quiet', '-o', benchOut], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return stageBundles();
}

/** Milliseconds a fresh Node process spends importing one bundle, with its function's environment. */
function importTime({ file, environment }: Bundle): number {
  const script = `const t = performance.now(); await import(${JSON.stringify(resolve(file))}); process.stdout.write(String(performance.now() - t));`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    encoding: 'utf8',
    env: {
      ...process.env,
      AWS_REGION: 'us-east-1',
      TABLE_NAME: 'bench',
      BUCKET_NAME: 'bench',
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      ...environment,
    },
  });
  if (run.status !== 0) throw new Error(`importing ${file} failed: ${run.stderr}`);
  return Number(run.stdout);
}

/** Rounds of the cold-start table: 11 imports of each bundle, interleaved (as measured by hand in issue 29). */
const ROUNDS = 11;

/**
 * Median import time of each bundle over `rounds` rounds. Each round imports every bundle once, so
 * a passing load on the machine falls on all of them alike rather than on one.
 */
function initTimes(bundles: Bundle[], rounds = ROUNDS): number[] {
  const samples = bundles.map(() => [] as number[]);
  for (let round = 0; round < rounds; round++) {
    for (const [index, bundle] of bundles.entries()) samples[index]?.push(importTime(bundle));
  }
  return samples.map(median);
}

/** The API functions' target: each at most this many times the client-only bundle's init. */
export const COLD_START_TARGET = 1.3;

/**
 * Size and init time of every function bundle of the stage, against the two baselines. The API
 * functions (those of the API stacks) are held to the target; the stage's other functions are
 * listed apart, the print renderer (Chromium, its own function so no API bundle carries it) among
 * them, measured on its own.
 */
export async function coldStartBench(options: { reuseSynth?: boolean } = {}): Promise<{
  worstRatio: number;
  medianRatio: number;
  measured: number;
}> {
  const baselines = await baselineBundles();
  const functions = synthesizedBundles(options.reuseSynth);
  const bundles = [...baselines, ...functions];
  const times = initTimes(bundles);
  const measured = bundles.map((bundle, index) => ({
    ...bundle,
    kb: statSync(bundle.file).size / 1024,
    ms: times[index] as number,
  }));
  const clientOnly = measured.find((row) => row.name === 'dynamodb-client-only') as { ms: number };
  const ratio = (row: { ms: number }) => row.ms / clientOnly.ms;
  const isApi = (row: { name: string }) => row.name.includes('/');
  const api = measured.slice(2).filter(isApi);
  const others = measured.slice(2).filter((row) => !isApi(row));
  const rows = (list: typeof measured) =>
    list.map((row) => [row.name, row.kb.toFixed(0), row.ms.toFixed(1), ratio(row).toFixed(2)]);
  console.log(
    `\nCold start: bundle size and module init (fresh Node process each time, median of ${ROUNDS} interleaved rounds)`,
  );
  console.log(
    formatTable(
      ['bundle', 'KB', 'init ms', 'x client-only'],
      [...rows(measured.slice(0, 2)), ...rows(api), ...rows(others)],
    ),
  );
  if (api.length === 0) throw new Error('No API function among the bundles: the bench measures none.');
  const ratios = api.map(ratio);
  const worstRatio = Math.max(...ratios);
  const medianRatio = median(ratios);
  const over = api.filter((row) => ratio(row) > COLD_START_TARGET).map((row) => row.name);
  console.log(
    `target: every API function <= ${COLD_START_TARGET.toFixed(2)}x the client-only bundle; ${api.length} API functions, worst ${worstRatio.toFixed(2)}x, median ${medianRatio.toFixed(2)}x${over.length > 0 ? `; over: ${over.join(', ')}` : ''} (other functions, not held to it: ${others.map((row) => row.name).join(', ')})`,
  );
  return { worstRatio, medianRatio, measured: api.length };
}
