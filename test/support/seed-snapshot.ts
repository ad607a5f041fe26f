import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type AttributeValue,
  BatchWriteItemCommand,
  DynamoDBClient,
  paginateScan,
} from '@aws-sdk/client-dynamodb';
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { localS3Options } from '../../infra/local/s3-options';
import { localClientOptions } from '../../shared/config/aws';

/**
 * The demo data as the seed wrote it: every item of the table and every object of the bucket, kept
 * in a file by the global setup so that a test file wanting demo data of its own copies it (a few
 * seconds) instead of seeding again (half a minute).
 */
interface SeedSnapshot {
  items: Array<Record<string, AttributeValue>>;
  objects: Array<{ key: string; contentType: string | undefined; body: string }>;
}

/** Binary attributes survive the JSON file as base64. */
const toJson = (_key: string, value: unknown) =>
  value instanceof Uint8Array ? { $base64: Buffer.from(value).toString('base64') } : value;
const fromJson = (_key: string, value: unknown) =>
  value && typeof value === 'object' && '$base64' in value
    ? new Uint8Array(Buffer.from(String((value as { $base64: string }).$base64), 'base64'))
    : value;

/** Reads the seeded table and bucket into a file; answers its path (for SEED_SNAPSHOT_FILE). */
export async function takeSeedSnapshot(env: Record<string, string>): Promise<string> {
  const dynamo = new DynamoDBClient(localClientOptions(env.DYNAMODB_ENDPOINT));
  const s3 = new S3Client(localS3Options(env.S3_ENDPOINT as string));
  try {
    const items: SeedSnapshot['items'] = [];
    for await (const page of paginateScan({ client: dynamo }, { TableName: env.TABLE_NAME })) {
      items.push(...(page.Items ?? []));
    }
    const objects: SeedSnapshot['objects'] = [];
    let token: string | undefined;
    do {
      const page = await s3.send(
        new ListObjectsV2Command({ Bucket: env.BUCKET_NAME, ContinuationToken: token }),
      );
      for (const { Key } of page.Contents ?? []) {
        const object = await s3.send(new GetObjectCommand({ Bucket: env.BUCKET_NAME, Key }));
        const body = Buffer.from(
          await (object.Body as { transformToByteArray(): Promise<Uint8Array> }).transformToByteArray(),
        );
        objects.push({ key: Key as string, contentType: object.ContentType, body: body.toString('base64') });
      }
      token = page.NextContinuationToken;
    } while (token);
    const file = join(mkdtempSync(join(tmpdir(), 'real-estate-seed-')), 'seed.json');
    writeFileSync(file, JSON.stringify({ items, objects } satisfies SeedSnapshot, toJson));
    return file;
  } finally {
    dynamo.destroy();
    s3.destroy();
  }
}

/** Writes the snapshot into an empty table and bucket: 25 items a request, eight requests at a time. */
export async function restoreSeedSnapshot(
  file: string,
  tableName: string,
  bucketName: string,
): Promise<void> {
  const snapshot = JSON.parse(readFileSync(file, 'utf8'), fromJson) as SeedSnapshot;
  const dynamo = new DynamoDBClient(localClientOptions(process.env.DYNAMODB_ENDPOINT));
  const s3 = new S3Client(localS3Options(process.env.S3_ENDPOINT as string));
  try {
    const batches: Array<Array<Record<string, AttributeValue>>> = [];
    for (let start = 0; start < snapshot.items.length; start += 25) {
      batches.push(snapshot.items.slice(start, start + 25));
    }
    const writeBatch = async (batch: Array<Record<string, AttributeValue>>) => {
      let requests = batch.map((Item) => ({ PutRequest: { Item } }));
      while (requests.length > 0) {
        const result = await dynamo.send(
          new BatchWriteItemCommand({ RequestItems: { [tableName]: requests } }),
        );
        requests = (result.UnprocessedItems?.[tableName] ?? []) as typeof requests;
      }
    };
    const workers = Array.from({ length: 8 }, async () => {
      for (let batch = batches.shift(); batch; batch = batches.shift()) await writeBatch(batch);
    });
    await Promise.all([
      ...workers,
      ...snapshot.objects.map((object) =>
        s3.send(
          new PutObjectCommand({
            Bucket: bucketName,
            Key: object.key,
            Body: Buffer.from(object.body, 'base64'),
            ContentType: object.contentType,
          }),
        ),
      ),
    ]);
  } finally {
    dynamo.destroy();
    s3.destroy();
  }
}
