import './environment';
import { rmSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { demoCredentials } from './demo-credentials';
import { RUNNING_STACK_FILE, startLocalStack } from './stack';
import { startBanner } from './start-banner';

/**
 * `npm start`: the whole API on this machine. Options: `--data DIR` keeps the database and files
 * between runs (default: in memory), `--port N` (or env PORT, default 3000), `--quiet`.
 */
async function main() {
  const { values } = parseArgs({
    options: {
      data: { type: 'string' },
      port: { type: 'string' },
      quiet: { type: 'boolean', default: false },
    },
  });
  const port = Number(values.port ?? process.env.PORT ?? 3000);
  process.env.LOG_LEVEL ??= 'WARN';
  const log = (line: string) => console.log(`[local] ${line}`);
  console.log(
    `[local] starting DynamoDB Local${values.data ? ` (data in ${values.data})` : ' (in memory)'} and the S3 emulator...`,
  );
  const stack = await startLocalStack({
    port,
    scheduler: true,
    ...(values.data ? { dataDir: values.data } : {}),
    ...(values.quiet ? {} : { log }),
  });
  writeFileSync(RUNNING_STACK_FILE, JSON.stringify({ ...stack.env, BASE_URL: stack.baseUrl }, null, 2));
  console.log(startBanner(stack, demoCredentials()));
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n[local] ${signal}: stopping the gateway, the S3 emulator and DynamoDB Local...`);
    rmSync(RUNNING_STACK_FILE, { force: true });
    await stack.stop();
    console.log('[local] stopped.');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: Error) => {
  console.error(`[local] could not start: ${error.message}`);
  process.exit(1);
});
