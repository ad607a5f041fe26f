import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { FilterCriteria, FilterRule } from 'aws-cdk-lib/aws-lambda';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { filePrefixes } from '../../shared/files/file-prefixes';
import { streamAndJobEntries } from '../bundling/function-bundle';
import { type StreamFunction, streamFunction } from './stream-function';

export interface UploadSweeperProps {
  table: ITableV2;
  bucket: IBucket;
  /** How long the function's logs are kept. */
  logRetention?: RetentionDays;
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
      entry: streamAndJobEntries.UploadSweeper,
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
      ...(props.logRetention ? { logRetention: props.logRetention } : {}),
    });
    this.stream = { fn, deadLetters };
    props.table.grant(fn, 'dynamodb:GetItem');
    // Staged uploads; `archives/*` for pending uploads written before staging keys existed.
    fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['s3:DeleteObject'],
        resources: [filePrefixes.staging, filePrefixes.archives].map((prefix) =>
          props.bucket.arnForObjects(`${prefix}*`),
        ),
      }),
    );
  }
}
