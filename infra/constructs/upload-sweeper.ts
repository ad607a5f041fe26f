import { Duration } from 'aws-cdk-lib';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { FilterCriteria, FilterRule, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { ApiFunction } from './api-function';

export interface UploadSweeperProps {
  table: ITableV2;
  bucket: IBucket;
}

/**
 * Removes the objects of presigned archive uploads that were never completed: a function on the
 * table's stream, filtered to TTL deletions of `UPLOAD#` items, deletes the object unless a file
 * was recorded for it. Records that still fail after the retries land in a dead-letter queue.
 */
export class UploadSweeper extends Construct {
  constructor(scope: Construct, id: string, props: UploadSweeperProps) {
    super(scope, id);
    const fn = new ApiFunction(this, 'Function', {
      entry: 'functions/upload-sweeper/index.ts',
      description: 'Deletes the objects of archive uploads that were never completed',
      environment: { TABLE_NAME: props.table.tableName, BUCKET_NAME: props.bucket.bucketName },
    });
    props.table.grant(fn, 'dynamodb:GetItem');
    props.bucket.grantDelete(fn, 'archives/*');
    const deadLetters = new Queue(this, 'DeadLetters', {
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
        filters: [
          FilterCriteria.filter({
            eventName: FilterRule.isEqual('REMOVE'),
            userIdentity: {
              type: FilterRule.isEqual('Service'),
              principalId: FilterRule.isEqual('dynamodb.amazonaws.com'),
            },
            dynamodb: { Keys: { pk: { S: FilterRule.beginsWith('UPLOAD#') } } },
          }),
        ],
      }),
    );
  }
}
