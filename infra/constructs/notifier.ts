import { Arn, Duration, Stack } from 'aws-cdk-lib';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { FilterCriteria, FilterRule, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { OUTBOX_MESSAGE } from '../../shared/notifications/outbox';
import { ApiFunction } from './api-function';

export interface NotifierProps {
  table: ITableV2;
  /** The verified SES sender, e.g. `no-reply@example.com`; its domain is the identity used. */
  mailFrom: string;
}

/**
 * Delivers the outbox: a function on the table's stream, filtered to new outbox messages, sends
 * SMS through SNS and e-mail through SES, then marks each message delivered. Records that still
 * fail after the retries land in a dead-letter queue (their stream positions, for replay).
 */
export class Notifier extends Construct {
  readonly deadLetters: Queue;

  constructor(scope: Construct, id: string, props: NotifierProps) {
    super(scope, id);
    const fn = new ApiFunction(this, 'Function', {
      entry: 'functions/notifier/index.ts',
      description: 'Delivers outbox messages: SMS through SNS, e-mail through SES',
      environment: { MAIL_FROM: props.mailFrom, TABLE_NAME: props.table.tableName },
    });
    props.table.grant(fn, 'dynamodb:UpdateItem');
    // SMS to a phone number has no resource to name: SNS only accepts `*` for direct publishing.
    fn.addToRolePolicy(new PolicyStatement({ actions: ['sns:Publish'], resources: ['*'] }));
    const domain = props.mailFrom.split('@')[1] ?? props.mailFrom;
    fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['ses:SendEmail'],
        resources: [
          Arn.format({ service: 'ses', resource: 'identity', resourceName: domain }, Stack.of(this)),
        ],
      }),
    );
    this.deadLetters = new Queue(this, 'DeadLetters', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    fn.addEventSource(
      new DynamoEventSource(props.table, {
        startingPosition: StartingPosition.TRIM_HORIZON,
        batchSize: 10,
        maxBatchingWindow: Duration.seconds(0),
        reportBatchItemFailures: true,
        retryAttempts: 5,
        onFailure: new SqsDlq(this.deadLetters),
        filters: [
          FilterCriteria.filter({
            eventName: FilterRule.isEqual('INSERT'),
            dynamodb: { NewImage: { entity_type: { S: FilterRule.isEqual(OUTBOX_MESSAGE) } } },
          }),
        ],
      }),
    );
  }
}
