import { App, Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { AttributeType, StreamViewType, TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { describe, expect, it } from 'vitest';
import { JOB_TIMEOUT, JobScheduler } from '../../../infra/constructs/job-scheduler';
import { Notifier } from '../../../infra/constructs/notifier';

const FCM = 'arn:aws:sns:me-south-1:111122223333:app/GCM/staff-app';

/** A bare stack with a streamed table; no function is bundled (structure only). */
function bareStack() {
  const app = new App({ context: { 'aws:cdk:bundling-stacks': [] } });
  const stack = new Stack(app, 'Bare');
  const table = new TableV2(stack, 'Table', {
    partitionKey: { name: 'pk', type: AttributeType.STRING },
    sortKey: { name: 'sk', type: AttributeType.STRING },
    dynamoStream: StreamViewType.NEW_AND_OLD_IMAGES,
  });
  return { stack, table };
}

describe('scheduler and push infrastructure', () => {
  it('gives each job an EventBridge schedule in Asia/Riyadh invoking the scheduler function with its due time', () => {
    const { stack, table } = bareStack();
    const run = async () => undefined;
    new JobScheduler(stack, 'Scheduler', {
      table,
      bucket: new Bucket(stack, 'Files'),
      jobs: [
        { name: 'daily-digest', schedule: { cron: '0 8 * * *' }, run },
        { name: 'approval-reminders', schedule: { rateMinutes: 60 }, run },
      ],
    });
    const template = Template.fromStack(stack);
    template.resourceCountIs('AWS::Scheduler::Schedule', 2);
    template.hasResourceProperties('AWS::Scheduler::Schedule', {
      ScheduleExpression: 'cron(0 8 * * ? *)',
      ScheduleExpressionTimezone: 'Asia/Riyadh',
      Target: Match.objectLike({
        Input: JSON.stringify({ job: 'daily-digest', due_at: '<aws.scheduler.scheduled-time>' }),
        RetryPolicy: Match.objectLike({ MaximumRetryAttempts: 3 }),
        DeadLetterConfig: Match.objectLike({ Arn: Match.anyValue() }),
      }),
    });
    template.hasResourceProperties('AWS::Scheduler::Schedule', { ScheduleExpression: 'rate(60 minutes)' });
    template.resourceCountIs('AWS::Lambda::Function', 1);
    // A job walks many records with no caller waiting: minutes, not an API handler's 29 s.
    template.hasResourceProperties('AWS::Lambda::Function', { Timeout: JOB_TIMEOUT.toSeconds() });
    expect(JOB_TIMEOUT.toMinutes()).toBeGreaterThanOrEqual(5);
  });

  it("passes the stage's push applications to the notifier and lets it create endpoints on them only", () => {
    const { stack, table } = bareStack();
    new Notifier(stack, 'Notifier', {
      table,
      bucket: new Bucket(stack, 'Files'),
      mailFrom: 'no-reply@mail.aqar-dev.sa',
      pushApplications: { android: FCM, web: FCM },
    });
    const template = Template.fromStack(stack);
    template.hasResourceProperties('AWS::Lambda::Function', {
      Environment: {
        Variables: Match.objectLike({ PUSH_APPLICATIONS: JSON.stringify({ android: FCM, web: FCM }) }),
      },
    });
    const policies = JSON.stringify(template.findResources('AWS::IAM::Policy'));
    expect(policies).toContain('sns:CreatePlatformEndpoint');
    template.hasResourceProperties('AWS::IAM::Policy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Action: 'sns:CreatePlatformEndpoint', Resource: FCM }),
        ]),
      },
    });
    // SES authorizes on the identity verified: the sender's domain, or its address alone.
    const ses = JSON.stringify(
      Object.values(template.findResources('AWS::IAM::Policy')).flatMap((policy) =>
        policy.Properties.PolicyDocument.Statement.filter(
          (s: { Action: unknown }) => s.Action === 'ses:SendEmail',
        ),
      ),
    );
    expect(ses).toContain(':identity/mail.aqar-dev.sa"');
    expect(ses).toContain(':identity/no-reply@mail.aqar-dev.sa"');
    // Attachments: GetObject under prints/ only, nothing else of the bucket.
    const s3 = Object.values(template.findResources('AWS::IAM::Policy')).flatMap((policy) =>
      policy.Properties.PolicyDocument.Statement.filter((s: { Action: unknown }) =>
        [s.Action].flat().some((action) => String(action).startsWith('s3:')),
      ),
    );
    expect(s3).toHaveLength(1);
    expect(s3[0].Action).toBe('s3:GetObject');
    expect(JSON.stringify(s3[0].Resource)).toContain('/prints/*');
    template.hasResourceProperties('AWS::Lambda::Function', {
      Environment: { Variables: Match.objectLike({ BUCKET_NAME: Match.anyValue() }) },
    });
  });
});
