import { CreateTableCommand, DeleteTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { vi } from 'vitest';
import type { LocalOutbox } from '../../infra/local/outbox';
import { localS3Options } from '../../infra/local/s3-options';
import { enableStream, tableInputWithoutStream } from '../../infra/local/services';
import { localClientOptions } from '../../shared/config/aws';
import { restoreSeedSnapshot } from './seed-snapshot';

let made = 0;

export interface OwnData {
  /** The 6-digit code last texted to a phone number since the data was made. */
  codeFor: (phone: string) => Promise<string>;
  /** Stops the outbox and points the data layer back at the shared table and bucket. */
  stop: () => Promise<void>;
}

/**
 * Makes this test file's own table and bucket on the local stack's emulators, copies the demo data
 * into them (the global setup's snapshot of the seed) and delivers their outbox: for tests that change the demo data for good (a rating,
 * an OTP throttle). The data layer reads the table's name from the environment at each call, so the
 * file's handlers use the new table until `stop()` (call it in `afterAll`) points them back: the file
 * shares its worker with the others, one after the other.
 */
export async function ownDemoData(): Promise<OwnData> {
  const shared = { TABLE_NAME: process.env.TABLE_NAME, BUCKET_NAME: process.env.BUCKET_NAME };
  const suffix = `own-${process.pid}-${++made}`;
  process.env.TABLE_NAME = `${shared.TABLE_NAME}-${suffix}`;
  process.env.BUCKET_NAME = `${shared.BUCKET_NAME}-${suffix}`;
  const endpoint = process.env.DYNAMODB_ENDPOINT as string;
  const dynamo = new DynamoDBClient(localClientOptions(endpoint));
  // The copy is written before the stream is turned on: its 3,000 stream records slowed every file after it.
  await dynamo.send(new CreateTableCommand(tableInputWithoutStream(process.env.TABLE_NAME as string)));
  const s3 = new S3Client(localS3Options(process.env.S3_ENDPOINT as string));
  await s3.send(new CreateBucketCommand({ Bucket: process.env.BUCKET_NAME }));
  s3.destroy();
  await restoreSeedSnapshot(
    process.env.SEED_SNAPSHOT_FILE as string,
    process.env.TABLE_NAME as string,
    process.env.BUCKET_NAME as string,
  );
  await enableStream(endpoint, process.env.TABLE_NAME as string);
  const { startLocalOutbox } = await import('../../infra/local/outbox');
  const outbox: LocalOutbox = await startLocalOutbox({
    tableName: process.env.TABLE_NAME as string,
    endpoint,
  });
  const since = new Date().toISOString();
  // Each code is handed out once: the outbox may not yet have delivered the code just asked for
  // (the other worker keeps DynamoDB Local busy), and an older one read again has been used up.
  const handedOut = new Set<string>();
  return {
    codeFor: (phone) =>
      vi.waitFor(
        () => {
          // The newest SMS that carries a code: the phone also gets other texts (a maintenance status).
          const code = outbox
            .messages(phone)
            .filter((message) => message.delivered_at >= since)
            .map((message) => /\b(\d{6})\b/.exec(message.channel === 'sms' ? message.body : '')?.[1])
            .find((found) => found !== undefined);
          if (!code || handedOut.has(`${phone} ${code}`)) {
            const texts = outbox.messages(phone).length;
            throw new Error(
              `no new code texted to ${phone} (the outbox delivered ${outbox.messages().length} messages, ${texts} to it)`,
            );
          }
          handedOut.add(`${phone} ${code}`);
          return code;
        },
        // The outbox reads the table's stream on DynamoDB Local, which the other worker's writes also
        // keep busy: a code has come 10 s late with two workers, so the wait allows twice that.
        { timeout: 20_000, interval: 100 },
      ),
    stop: async () => {
      await outbox.stop();
      // DynamoDB Local keeps every table in its one process: left behind, they slow the files after.
      await dynamo.send(new DeleteTableCommand({ TableName: process.env.TABLE_NAME }));
      dynamo.destroy();
      Object.assign(process.env, shared);
    },
  };
}
