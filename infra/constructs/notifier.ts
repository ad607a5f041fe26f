import { Arn, Stack } from 'aws-cdk-lib';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { FilterCriteria, FilterRule } from 'aws-cdk-lib/aws-lambda';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { notifierTableActions } from '../../shared/db/table-actions';
import { notifierBucketGrants, notifierEnvironment } from '../../shared/http/function-environment';
import { OUTBOX_MESSAGE } from '../../shared/notifications/outbox';
import type { PushPlatform } from '../../shared/notifications/push-device';
import { streamAndJobEntries } from '../bundling/function-bundle';
import { type StreamFunction, streamFunction } from './stream-function';

export interface NotifierProps {
  table: ITableV2;
  /** The files bucket: e-mails' attachments are read from it (`notifierBucketGrants` only). */
  bucket: IBucket;
  /** The verified SES sender (the stage's `mailFrom`): the address or its domain is the verified identity. */
  mailFrom: string;
  /**
   * The stage's SNS platform applications by device platform (`ios`, `android`, `web`; one FCM
   * application may serve all three). CloudFormation has no resource for them and their
   * credentials are secrets, so each is created once per stage and named in configuration.
   */
  pushApplications?: Partial<Record<PushPlatform, string>>;
  /** How long the function's logs are kept. */
  logRetention?: RetentionDays;
}

/**
 * Delivers the outbox: a function on the table's stream, filtered to new outbox messages, sends
 * SMS and mobile push through SNS and e-mail through SES (attachments read from the bucket), then marks each message delivered. Records that still
 * fail after the retries land in a dead-letter queue (their stream positions, for replay).
 */
export class Notifier extends Construct {
  /** The stream function and its dead-letter queue (the alarms watch both). */
  readonly stream: StreamFunction;

  constructor(scope: Construct, id: string, props: NotifierProps) {
    super(scope, id);
    const { fn, deadLetters } = streamFunction(this, {
      table: props.table,
      entry: streamAndJobEntries.Notifier,
      description: 'Delivers outbox messages: SMS and push through SNS, e-mail through SES',
      // The declaration the local stack's notifier runs with too (shared/http/function-environment.ts).
      environment: notifierEnvironment(
        { tableName: props.table.tableName, bucketName: props.bucket.bucketName },
        {
          mailFrom: props.mailFrom,
          pushApplications: props.pushApplications ?? {},
        },
      ),
      filter: FilterCriteria.filter({
        eventName: FilterRule.isEqual('INSERT'),
        dynamodb: { NewImage: { entity_type: { S: FilterRule.isEqual(OUTBOX_MESSAGE) } } },
      }),
      ...(props.logRetention ? { logRetention: props.logRetention } : {}),
    });
    this.stream = { fn, deadLetters };
    // UpdateItem marks messages delivered; GetItem reads a staff member's push devices.
    props.table.grant(fn, ...notifierTableActions);
    // Attachments: GetObject under the prefixes they may live under, nothing else of the bucket.
    fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['s3:GetObject'],
        resources: notifierBucketGrants.read.map((prefix) => props.bucket.arnForObjects(`${prefix}*`)),
      }),
    );
    const applications = [...new Set(Object.values(props.pushApplications ?? {}))];
    if (applications.length > 0)
      fn.addToRolePolicy(
        new PolicyStatement({ actions: ['sns:CreatePlatformEndpoint'], resources: applications }),
      );
    // SMS to a phone number has no resource to name: SNS only accepts `*` for direct publishing.
    fn.addToRolePolicy(new PolicyStatement({ actions: ['sns:Publish'], resources: ['*'] }));
    // SES authorizes a send on the identity that was verified: the sender's domain, or the address alone.
    const domain = props.mailFrom.split('@')[1] ?? props.mailFrom;
    const identity = (name: string) =>
      Arn.format({ service: 'ses', resource: 'identity', resourceName: name }, Stack.of(this));
    fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['ses:SendEmail'],
        resources: [...new Set([domain, props.mailFrom])].map(identity),
      }),
    );
  }
}
