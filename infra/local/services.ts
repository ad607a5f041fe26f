import { type ChildProcess, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import {
  CreateTableCommand,
  DeleteItemCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ListTablesCommand,
  PutItemCommand,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import { CreateBucketCommand, HeadBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { localClientOptions } from '../../shared/config/aws';
import { createTableInput, tableDefinition } from '../../shared/db/table-definition';
import { spawnDynamoDbLocal } from './dynamodb/spawn-dynamodb-local';
import { localS3Options } from './s3-options';

/** A free TCP port on the loopback interface. */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Exits with install instructions when Java (needed by DynamoDB Local) is missing. */
export function requireJava(): void {
  const probe = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (probe.error || probe.status !== 0) {
    throw new Error(
      'DynamoDB Local needs Java 17 or newer, and `java` was not found.\n' +
        'Install it with: sudo apt-get update && sudo apt-get install -y openjdk-17-jre-headless\n' +
        '(macOS: brew install openjdk@17), then run the command again.',
    );
  }
}

export interface LocalServices {
  dynamoEndpoint: string;
  s3Endpoint: string;
  tableName: string;
  bucketName: string;
  stop: () => Promise<void>;
}

/** Waits until DynamoDB Local answers (60 s at most), saying why when its process exited. */
export async function waitForDynamo(client: DynamoDBClient, java: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (java.exitCode !== null)
      throw new Error(
        `DynamoDB Local exited with code ${java.exitCode}. Its launcher (infra/local/dynamodb) is compiled ` +
          'by javac or run as a Java source program, which needs the jdk.compiler module: `java --list-modules` must list it ' +
          '(Debian and Ubuntu JREs and every JDK have it; else install openjdk-17-jdk-headless).',
      );
    try {
      await client.send(new ListTablesCommand({}));
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}

/**
 * The CreateTable request of the local table, its stream left off until `enableStream`: the demo
 * data is written first, as DynamoDB Local scans every stream record it holds on each later write.
 */
export function tableInputWithoutStream(tableName: string) {
  const { StreamSpecification: _later, ...withoutStream } = createTableInput(tableName);
  return withoutStream;
}

/**
 * Turns the table's stream on (a new table is created without it, so that the demo data is written
 * before it: DynamoDB Local scans every stream record it holds on each later write), and opens its
 * first shard with a write of a marker: DynamoDB Local opens a shard only at the first write after, and
 * the outbox then reads it from its start, which DynamoDB Local sometimes refuses as trimmed.
 */
export async function enableStream(endpoint: string, tableName: string): Promise<void> {
  const dynamo = new DynamoDBClient(localClientOptions(endpoint));
  const { Table } = await dynamo.send(new DescribeTableCommand({ TableName: tableName }));
  if (!Table?.StreamSpecification?.StreamEnabled) {
    await dynamo.send(
      new UpdateTableCommand({
        TableName: tableName,
        StreamSpecification: { StreamEnabled: true, StreamViewType: tableDefinition.streamViewType },
      }),
    );
  }
  const marker = { pk: { S: 'LOCAL#STREAM' }, sk: { S: 'OPENED' } };
  await dynamo.send(new PutItemCommand({ TableName: tableName, Item: marker }));
  await dynamo.send(new DeleteItemCommand({ TableName: tableName, Key: marker }));
  dynamo.destroy();
}

/** Stops the Java process, escalating to SIGKILL; never leaves it behind. */
function stopJava(java: ChildProcess): Promise<void> {
  if (java.exitCode !== null || java.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    const force = setTimeout(() => java.kill('SIGKILL'), 5000);
    java.once('exit', () => {
      clearTimeout(force);
      done();
    });
    java.kill('SIGTERM');
  });
}

/**
 * Starts DynamoDB Local (in memory, or persisted in `dataDir`) and the S3 emulator, both on
 * 127.0.0.1 only, then creates
 * the table and bucket from the same definitions the CDK stack uses.
 */
export async function startServices(
  options: { dataDir?: string; tableName?: string; bucketName?: string } = {},
): Promise<LocalServices> {
  requireJava();
  const tableName = options.tableName ?? 'real-estate-local';
  const bucketName = options.bucketName ?? 'real-estate-local-files';
  const [dynamoPort, s3Port] = [await freePort(), await freePort()];
  const dataDir = options.dataDir ? resolve(options.dataDir) : undefined;
  if (dataDir) mkdirSync(join(dataDir, 'dynamodb'), { recursive: true });
  const java = spawnDynamoDbLocal({
    port: dynamoPort,
    sharedDb: true,
    stdio: 'ignore',
    ...(dataDir ? { path: join(dataDir, 'dynamodb') } : {}),
  });
  const exitHook = () => java.kill('SIGKILL');
  process.once('exit', exitHook);

  const s3Directory = dataDir ? join(dataDir, 's3') : mkdtempSync(join(tmpdir(), 'real-estate-s3-'));
  mkdirSync(s3Directory, { recursive: true });
  const s3rver = new S3rver({ port: s3Port, address: '127.0.0.1', silent: true, directory: s3Directory });
  const stop = async () => {
    await s3rver.close().catch(() => undefined);
    await stopJava(java);
    process.removeListener('exit', exitHook);
    if (!dataDir) rmSync(s3Directory, { recursive: true, force: true });
  };
  try {
    await s3rver.run();
    const dynamoEndpoint = `http://127.0.0.1:${dynamoPort}`;
    const s3Endpoint = `http://127.0.0.1:${s3Port}`;
    const dynamo = new DynamoDBClient(localClientOptions(dynamoEndpoint));
    await waitForDynamo(dynamo, java);
    const existing = await dynamo.send(new ListTablesCommand({}));
    if (!existing.TableNames?.includes(tableName)) {
      await dynamo.send(new CreateTableCommand(tableInputWithoutStream(tableName)));
      await dynamo.send(
        new UpdateTimeToLiveCommand({
          TableName: tableName,
          TimeToLiveSpecification: { AttributeName: tableDefinition.timeToLiveAttribute, Enabled: true },
        }),
      );
    }
    const s3 = new S3Client(localS3Options(s3Endpoint));
    const bucketExists = await s3.send(new HeadBucketCommand({ Bucket: bucketName })).then(
      () => true,
      () => false,
    );
    if (!bucketExists) await s3.send(new CreateBucketCommand({ Bucket: bucketName }));
    dynamo.destroy();
    s3.destroy();
    return { dynamoEndpoint, s3Endpoint, tableName, bucketName, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
