import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  type _Record,
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  GetRecordsCommand,
  GetShardIteratorCommand,
} from '@aws-sdk/client-dynamodb-streams';
import type { DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { localClientOptions } from '../../shared/config/aws';
import { createNotifier } from '../../shared/notifications/notifier';
import type { OutboxMessage } from '../../shared/notifications/outbox';
import { rawEmail } from '../../shared/notifications/raw-email';
import { type LocalFunction, runAsFunction } from './function-scope';

/**
 * A message the local notifier delivered: printed to the console and kept for GET /local/outbox.
 * An e-mail with attachments keeps the raw MIME message SES would have been given (`mime`), its
 * files read from the bucket as the notifier's function: a file it may not read fails as in AWS.
 */
export type DeliveredMessage = OutboxMessage & { delivered_at: string; mime?: string };

export interface LocalOutbox {
  /** Delivered messages, newest first; `to` keeps those sent to one address or number (`+` optional). */
  messages(to?: string): DeliveredMessage[];
  stop(): Promise<void>;
}

/**
 * How often the stream is read. DynamoDB Local answers a GetRecords at the end of a shard in time that
 * grows with the records it holds (about 0.7 ms a thousand: 20 ms at 30 000, which a test run reaches),
 * and a new stream does not reset it, so each poll costs more as a run goes on. A quarter second is
 * well within what a person waits for a code, and cuts that cost by 2.5 against 100 ms.
 */
const POLL_MS = 250;

/** The Lambda event record the stream would hand the notifier in AWS. */
function toLambdaRecord(record: _Record): DynamoDBRecord {
  const created = record.dynamodb?.ApproximateCreationDateTime;
  return {
    ...record,
    dynamodb: {
      ...record.dynamodb,
      ApproximateCreationDateTime: created ? Math.floor(new Date(created).getTime() / 1000) : undefined,
    },
  } as DynamoDBRecord;
}

/**
 * The local stand-in for the stream trigger: polls the table's stream on DynamoDB Local from the
 * moment it starts and runs the notifier's own handler on what it reads, with a transport that
 * prints each message and keeps it in memory instead of calling SNS or SES.
 */
export async function startLocalOutbox(options: {
  tableName: string;
  endpoint: string;
  print?: (line: string) => void;
  /** The notifier's function: it runs as that (its environment and table actions). */
  notifier?: LocalFunction;
}): Promise<LocalOutbox> {
  const delivered: DeliveredMessage[] = [];
  const notify = createNotifier({
    async deliver(message) {
      const mime =
        message.channel === 'email' && message.attachments?.length
          ? (await rawEmail(message, process.env.MAIL_FROM ?? 'no-reply@example.com')).toString('utf8')
          : undefined;
      delivered.unshift({ ...message, delivered_at: new Date().toISOString(), ...(mime ? { mime } : {}) });
      // A push shows what the staff member's devices would show (English; Arabic devices get `ar`).
      const subject =
        message.channel === 'email'
          ? ` "${message.subject}"`
          : message.channel === 'push'
            ? ` "${message.title.en}"`
            : '';
      const body = message.channel === 'push' ? message.body.en : message.body;
      const files =
        message.channel === 'email' && message.attachments?.length
          ? ` [${message.attachments.map((attachment) => attachment.filename).join(', ')}]`
          : '';
      options.print?.(`[outbox] ${message.channel} to ${message.to}${subject}: ${body}${files}`);
    },
  });
  const clientOptions = localClientOptions(options.endpoint);
  const table = await new DynamoDBClient(clientOptions).send(
    new DescribeTableCommand({ TableName: options.tableName }),
  );
  const streamArn = table.Table?.LatestStreamArn;
  if (!streamArn) throw new Error(`table ${options.tableName} has no stream`);
  const streams = new DynamoDBStreamsClient(clientOptions);

  // Open shards are read from now on; shards that appear later are read from their start.
  const iterators = new Map<string, string | undefined>();
  const seen = new Set<string>();
  const discoverShards = async (from: 'LATEST' | 'TRIM_HORIZON') => {
    const description = await streams.send(new DescribeStreamCommand({ StreamArn: streamArn }));
    for (const shard of description.StreamDescription?.Shards ?? []) {
      const shardId = shard.ShardId as string;
      if (seen.has(shardId) || shard.SequenceNumberRange?.EndingSequenceNumber) continue;
      seen.add(shardId);
      const iterator = await streams.send(
        new GetShardIteratorCommand({ StreamArn: streamArn, ShardId: shardId, ShardIteratorType: from }),
      );
      iterators.set(shardId, iterator.ShardIterator);
    }
  };
  await discoverShards('LATEST');

  let running = true;
  const poll = async () => {
    while (running) {
      for (const [shardId, iterator] of iterators) {
        if (!iterator) continue;
        const page = await streams.send(new GetRecordsCommand({ ShardIterator: iterator }));
        iterators.set(shardId, page.NextShardIterator);
        if (page.Records?.length) {
          const event: DynamoDBStreamEvent = { Records: page.Records.map(toLambdaRecord) };
          const { notifier } = options;
          const result = await (notifier ? runAsFunction(notifier, () => notify(event)) : notify(event));
          // The stream would retry it in AWS (and park it in the dead-letter queue): said, not hidden.
          if (result.batchItemFailures.length > 0)
            options.print?.(
              `[outbox] a message was not delivered (${result.batchItemFailures.length} record)`,
            );
        }
      }
      if ([...iterators.values()].some((iterator) => !iterator)) {
        for (const [shardId, iterator] of iterators) if (!iterator) iterators.delete(shardId);
        await discoverShards('TRIM_HORIZON');
      }
      await new Promise((done) => setTimeout(done, POLL_MS));
    }
  };
  const polling = poll().catch((error: Error) => {
    if (running) options.print?.(`[outbox] stream polling stopped: ${error.message}`);
  });

  return {
    // `+` in a query string reads as a space: a number may be asked for with or without it.
    messages: (to) =>
      delivered.filter((message) => to === undefined || message.to === to || message.to === `+${to}`),
    stop: async () => {
      running = false;
      await polling;
    },
  };
}
