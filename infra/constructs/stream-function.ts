import { Duration } from 'aws-cdk-lib';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { type FilterCriteria, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { type IQueue, Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { ApiFunction } from './api-function';

/** A stream function and the dead-letter queue of the records it gave up on. */
export interface StreamFunction {
  fn: ApiFunction;
  deadLetters: IQueue;
}

/**
 * A function on the table's stream, under `scope` as `Function`: only the records `filter` lets
 * through, in order, reporting partial batch failures; retried 5 times, then the record's position
 * goes to a dead-letter queue (`DeadLetters`) for replay. The event source grants the stream reads
 * (DescribeStream, GetRecords, GetShardIterator, ListStreams): only stream functions have them.
 */
export function streamFunction(
  scope: Construct,
  props: {
    table: ITableV2;
    entry: string;
    description: string;
    environment: Record<string, string>;
    filter: ReturnType<typeof FilterCriteria.filter>;
    logRetention?: RetentionDays;
  },
): StreamFunction {
  const fn = new ApiFunction(scope, 'Function', {
    entry: props.entry,
    description: props.description,
    environment: { TABLE_NAME: props.table.tableName, ...props.environment },
    ...(props.logRetention ? { logRetention: props.logRetention } : {}),
  });
  const deadLetters = new Queue(scope, 'DeadLetters', {
    encryption: QueueEncryption.SQS_MANAGED,
    enforceSSL: true,
    retentionPeriod: Duration.days(14),
  });
  fn.addEventSource(
    new DynamoEventSource(props.table, {
      startingPosition: StartingPosition.TRIM_HORIZON,
      batchSize: 10,
      reportBatchItemFailures: true,
      retryAttempts: 5,
      onFailure: new SqsDlq(deadLetters),
      filters: [props.filter],
    }),
  );
  return { fn, deadLetters };
}
