import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { tableName } from '../config/env';
import { dynamo } from '../db/client';
import { keys } from '../db/keys';
import { isConditionFailure } from '../db/transactions';
import type { ScheduledJob } from './jobs';

/** Run markers leave the table after 30 days; a due time is never run again within them. */
const MARKER_DAYS = 30;

/**
 * Runs a job for one due time, once, however many runners ask (two local loops, a scheduler retry,
 * the AWS schedule and a local loop on one table): the first to write the run marker for (job, due
 * time) runs it, the others skip. A run that fails removes its marker, so a retry can run it again.
 * Answers whether this call ran it.
 */
export async function runJobOnce(job: ScheduledJob, dueAt: Date): Promise<boolean> {
  const key = keys.scheduledRun(job.name, dueAt.toISOString());
  try {
    await dynamo.send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...key,
          entity_type: 'SCHEDULED_RUN',
          job: job.name,
          due_at: dueAt.toISOString(),
          started_at: new Date().toISOString(),
          ttl: Math.ceil(dueAt.getTime() / 1000) + MARKER_DAYS * 86_400,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
  try {
    await job.run(dueAt);
  } catch (error) {
    await dynamo.send(new DeleteCommand({ TableName: tableName(), Key: key }));
    throw error;
  }
  await dynamo.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: key,
      UpdateExpression: 'SET finished_at = :now',
      ExpressionAttributeValues: { ':now': new Date().toISOString() },
    }),
  );
  return true;
}
