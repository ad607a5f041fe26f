import { Stack } from 'aws-cdk-lib';
import type { IAlarmAction } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { AnyPrincipal, Effect, PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import { type ITopic, Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';

export interface AlarmTopicProps {
  stage: string;
  /** Who is paged: one e-mail subscription each (each address confirms it once). */
  emails: readonly string[];
}

/**
 * The stage's alarm topic, encrypted with a key of its own: CloudWatch cannot publish to a topic
 * under the AWS-managed SNS key (its policy cannot admit CloudWatch), so the key grants CloudWatch
 * what publishing needs. Every alarm of the stage sends its ALARM and OK changes here.
 */
export class AlarmTopic extends Construct {
  readonly topic: ITopic;
  /** The action every alarm of the stage takes. */
  readonly action: IAlarmAction;

  constructor(scope: Construct, id: string, props: AlarmTopicProps) {
    super(scope, id);
    const key = new Key(this, 'Key', {
      description: `Encrypts the real-estate API alarm topic (${props.stage})`,
      enableKeyRotation: true,
    });
    key.grant(new ServicePrincipal('cloudwatch.amazonaws.com'), 'kms:Decrypt', 'kms:GenerateDataKey*');
    // Grants on the key only for AWS services acting for a resource (Control Tower CT.KMS.PR.3):
    // publishing needs none, so nobody else may hand the key's use on.
    key.addToResourcePolicy(
      new PolicyStatement({
        effect: Effect.DENY,
        actions: ['kms:CreateGrant'],
        principals: [new AnyPrincipal()],
        resources: ['*'],
        conditions: {
          BoolIfExists: { 'kms:GrantIsForAWSResource': 'false', 'aws:PrincipalIsAWSService': 'false' },
        },
      }),
    );
    const topic = new Topic(this, 'Topic', {
      displayName: `Real-estate API alarms (${props.stage}, ${Stack.of(this).region})`,
      masterKey: key,
      enforceSSL: true,
    });
    for (const email of props.emails) topic.addSubscription(new EmailSubscription(email));
    this.topic = topic;
    this.action = new SnsAction(topic);
  }
}
