import { Duration, TimeZone } from 'aws-cdk-lib';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import {
  ContextAttribute,
  Schedule,
  ScheduleExpression,
  ScheduleTargetInput,
} from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets';
import { type IQueue, Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { tableActionsOf } from '../../shared/db/table-actions';
import { schedulerBucketGrants, schedulerEnvironment } from '../../shared/http/function-environment';
import type { ScheduledJob } from '../../shared/scheduler/jobs';
import { schedulerExpression } from '../../shared/scheduler/schedule';
import { streamAndJobEntries } from '../bundling/function-bundle';
import { ApiFunction } from './api-function';

/**
 * How long one job may run: a digest or an escalation walks many records, with no caller waiting, so
 * it gets minutes, not an API handler's 29 s (well under Lambda's 15, and under the schedules' hour).
 */
export const JOB_TIMEOUT = Duration.minutes(5);

export interface JobSchedulerProps {
  table: ITableV2;
  /** The files bucket: the scheduled reports' run writes its CSV files there (`schedulerBucketGrants` only). */
  bucket: IBucket;
  /** The jobs to schedule: the registry's (`scheduledJobs`), or a test's. */
  jobs: readonly ScheduledJob[];
  /** How long the function's logs are kept. */
  logRetention?: RetentionDays;
}

/**
 * Time-driven work in AWS: one function (functions/scheduler) and, per job, an EventBridge Scheduler
 * schedule in Asia/Riyadh that invokes it with the job's name and its scheduled time, the same code
 * the local scheduler of `npm start` runs. Invocations that still fail after the retries land in a
 * dead-letter queue.
 */
export class JobScheduler extends Construct {
  readonly function: ApiFunction;
  /** Invocations that failed after their retries. */
  readonly deadLetters: IQueue;

  constructor(scope: Construct, id: string, props: JobSchedulerProps) {
    super(scope, id);
    this.function = new ApiFunction(this, 'Function', {
      entry: streamAndJobEntries.Scheduler,
      description:
        'Runs the scheduled jobs (approval reminders, escalations, daily digests) once per due time',
      timeout: JOB_TIMEOUT,
      // The declaration the local scheduler runs its jobs with too (shared/http/function-environment.ts).
      environment: schedulerEnvironment({
        tableName: props.table.tableName,
        bucketName: props.bucket.bucketName,
      }),
      ...(props.logRetention ? { logRetention: props.logRetention } : {}),
    });
    // Jobs read and write records (digests, notifications) and their run markers.
    props.table.grant(this.function, ...tableActionsOf('readwrite'));
    // The scheduled reports' files: PutObject under their prefix only (the notifier reads them to attach).
    this.function.grantBucket(props.bucket, schedulerBucketGrants);
    const deadLetters = new Queue(this, 'DeadLetters', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    this.deadLetters = deadLetters;
    for (const job of props.jobs) {
      new Schedule(this, `Schedule-${job.name}`, {
        description: `Runs ${job.name}`,
        schedule: ScheduleExpression.expression(schedulerExpression(job.schedule), TimeZone.ASIA_RIYADH),
        target: new LambdaInvoke(this.function, {
          input: ScheduleTargetInput.fromObject({ job: job.name, due_at: ContextAttribute.scheduledTime }),
          retryAttempts: 3,
          maxEventAge: Duration.hours(1),
          deadLetterQueue: deadLetters,
        }),
      });
    }
  }
}
