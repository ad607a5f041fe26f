import type { Server } from 'node:http';
import { installFunctionScopes, runAsFunction } from './function-scope';
import {
  everyFunctionVariable,
  localApiFunction,
  localNotifier,
  localResources,
  localScheduler,
} from './local-resources';
import type { LocalOutbox } from './outbox';
import { startS3Grants } from './s3-grants';
import { enableStream, startServices } from './services';
import { guardTable } from './table-guard';

/** PUBLIC_BASE_URL of the local stack: one process serves every API, each at `<base_url>/<mount>`. */
export const publicBaseUrlOf = (baseUrl: string): string => `${baseUrl}/{mount}`;

/** Written by `npm start` while it runs, so `npm run invoke` reaches the same DynamoDB and S3. */
export const RUNNING_STACK_FILE = '.local-stack.json';

export interface LocalStack {
  port: number;
  /** What `npm run invoke` needs to reach the same data: the environment the handlers read. */
  env: Record<string, string>;
  baseUrl: string;
  systemUserUrl: string;
  stop: () => Promise<void>;
}

/**
 * Starts everything `npm start` runs: DynamoDB Local and the S3 emulator, the table and bucket,
 * the demo data, and the local API Gateway on `port` (0 picks a free one).
 * Sets the environment the handlers read before they are first imported.
 */
export async function startLocalStack(options: {
  port: number;
  dataDir?: string;
  log?: (line: string) => void;
  /** Where delivered outbox messages are printed (default: the console). */
  print?: (line: string) => void;
  /**
   * Runs the scheduled jobs on the system clock, as EventBridge Scheduler does in AWS (npm start);
   * tests leave it off and drive the local scheduler with a clock of their own.
   */
  scheduler?: boolean;
}): Promise<LocalStack> {
  const services = await startServices(options.dataDir ? { dataDir: options.dataDir } : {});
  const resources = localResources({ tableName: services.tableName, bucketName: services.bucketName });
  const functionVariables = everyFunctionVariable(resources);
  Object.assign(process.env, {
    ...functionVariables,
    DYNAMODB_ENDPOINT: services.dynamoEndpoint,
    S3_ENDPOINT: services.s3Endpoint,
    AWS_REGION: process.env.AWS_REGION ?? 'us-east-1',
  });
  // From here, each handler sees only the variables its CDK function is given, and may do with the
  // table and the bucket only what its role may.
  const s3Grants = await startS3Grants(services.s3Endpoint);
  installFunctionScopes({ s3Grants: s3Grants.address });
  guardTable((await import('../../shared/db/client')).dynamo);
  let server: Server | undefined;
  let outbox: LocalOutbox | undefined;
  let scheduler: { stop(): void } | undefined;
  try {
    const { seedDemoData } = await import('./seed/index');
    await seedDemoData(options.log);
    // Prints render in this process, as the renderer function would (Chromium loads on the first print).
    await (await import('./local-prints')).renderPrintsLocally();
    await enableStream(services.dynamoEndpoint, services.tableName);
    const { startLocalOutbox } = await import('./outbox');
    outbox = await startLocalOutbox({
      tableName: services.tableName,
      endpoint: services.dynamoEndpoint,
      print: options.print ?? ((line) => console.log(line)),
      notifier: localNotifier(resources),
    });
    if (options.scheduler) {
      const { startLocalScheduler } = await import('../../shared/scheduler/local-scheduler');
      const { scheduledJobs } = await import('../../shared/scheduler/jobs');
      const { systemClock } = await import('../../shared/scheduler/clock');
      // Due times fall on whole minutes: a tick every 15 s runs each within that of its time.
      scheduler = startLocalScheduler({
        jobs: scheduledJobs,
        clock: systemClock,
        intervalMs: 15_000,
        runAs: (work) => runAsFunction(localScheduler(resources), work),
        print: options.print ?? ((line) => console.log(line)),
      });
    }
    const { createGateway, API_PREFIX } = await import('./gateway');
    const gateway = createGateway({
      outbox,
      functionOf: (module) => localApiFunction(module, resources, process.env.PUBLIC_BASE_URL as string),
      ...(options.log ? { log: options.log } : {}),
    });
    server = gateway;
    const port = await new Promise<number>((done, fail) => {
      gateway.once('error', fail);
      gateway.listen(options.port, '127.0.0.1', () => {
        const address = gateway.address();
        const bound = typeof address === 'object' && address ? address.port : options.port;
        // Before the first request: the handlers build public addresses from this, never from headers.
        process.env.PUBLIC_BASE_URL = publicBaseUrlOf(`http://127.0.0.1:${bound}${API_PREFIX}`);
        done(bound);
      });
    });
    const baseUrl = `http://127.0.0.1:${port}${API_PREFIX}`;
    return {
      port,
      env: {
        ...functionVariables,
        DYNAMODB_ENDPOINT: services.dynamoEndpoint,
        S3_ENDPOINT: services.s3Endpoint,
        PUBLIC_BASE_URL: publicBaseUrlOf(baseUrl),
      },
      baseUrl,
      systemUserUrl: `${baseUrl}/system-user`,
      stop: async () => {
        await new Promise<void>((done) => {
          gateway.close(() => done());
          gateway.closeAllConnections();
        });
        scheduler?.stop();
        await outbox?.stop();
        await (await import('./local-prints')).closeLocalPrints();
        await s3Grants.stop();
        await services.stop();
      },
    };
  } catch (error) {
    server?.close();
    scheduler?.stop();
    await outbox?.stop();
    await s3Grants.stop();
    await services.stop();
    throw error;
  }
}
