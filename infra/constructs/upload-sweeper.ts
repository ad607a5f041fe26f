import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { FilterCriteria, FilterRule } from 'aws-cdk-lib/aws-lambda';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { type StreamFunction, streamFunction } from './stream-function';

export interface UploadSweeperProps {
  table: ITableV2;
  bucket: IBucket;
}

/**
 * Removes the objects of presigned archive uploads that were never completed: a function on the
 * table's stream, filtered to TTL deletions of `UPLOAD#` items, deletes the staged object (see
 * shared/domain/archive/upload-sweeper.ts). Records that still fail after the retries land in a dead-letter queue.
 */
export class UploadSweeper extends Construct {
  /** The stream function and its dead-letter queue (the alarms watch both). */
  readonly stream: StreamFunction;

  constructor(scope: Construct, id: string, props: UploadSweeperProps) {
    super(scope, id);
    const { fn, deadLetters } = streamFunction(this, {
      table: props.table,
      entry: 'functions/upload-sweeper/index.ts',
      description: 'Deletes the objects of archive uploads that were never completed',
      environment: { BUCKET_NAME: props.bucket.bucketName },
      filter: FilterCriteria.filter({
        eventName: FilterRule.isEqual('REMOVE'),
        userIdentity: {
          type: FilterRule.isEqual('Service'),
          principalId: FilterRule.isEqual('dynamodb.amazonaws.com'),
        },
        dynamodb: { Keys: { pk: { S: FilterRule.beginsWith('UPLOAD#') } } },
      }),
    });
    this.stream = { fn, deadLetters };
    props.table.grant(fn, 'dynamodb:GetItem');
    // Staged uploads; `archives/*` for pending uploads written before staging keys existed.
    props.bucket.grantDelete(fn, 'staging/*');
    props.bucket.grantDelete(fn, 'archives/*');
  }
}
