import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { tableName } from '../config/env';
import { dynamo } from '../db/client';
import { keys } from '../db/keys';
import { isConditionFailure } from '../db/transactions';
import { inOrder } from '../streams/in-order';
import { OUTBOX_MESSAGE, type OutboxMessage } from './outbox';

/** Where messages go: SNS (SMS, mobile push) and SES in AWS, the console and memory on the local stack. */
export interface Transport {
  deliver(message: OutboxMessage): Promise<void>;
}

type QueuedMessage = OutboxMessage & { id: string; entity_type?: string };

/** The message alone, without the item's keys and bookkeeping. */
function messageOf(item: QueuedMessage): OutboxMessage {
  switch (item.channel) {
    case 'sms':
      return { channel: 'sms', to: item.to, body: item.body };
    case 'email':
      return {
        channel: 'email',
        to: item.to,
        subject: item.subject,
        body: item.body,
        ...(item.attachments?.length ? { attachments: item.attachments } : {}),
      };
    case 'push':
      return {
        channel: 'push',
        to: item.to,
        user_id: item.user_id,
        title: item.title,
        body: item.body,
        data: item.data,
      };
  }
}

/** Marks a message delivered and drops its body (codes, passwords and push texts do not stay in the table). */
async function markDelivered(id: string): Promise<void> {
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.outbox(id),
        UpdateExpression: 'SET delivered_at = :now REMOVE body',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(delivered_at)',
        ExpressionAttributeValues: { ':now': new Date().toISOString() },
      }),
    );
  } catch (error) {
    // Already marked (a retried batch) or expired: nothing left to do.
    if (!isConditionFailure(error)) throw error;
  }
}

/**
 * The stream handler: delivers each newly queued outbox message, in order, at least once. On a
 * failure it stops and reports that record, so the stream retries from there (partial batch
 * responses) and the messages before it are not sent again.
 */
export function createNotifier(transport: Transport) {
  return (event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> =>
    inOrder(
      event,
      async (record) => {
        const image = record.dynamodb?.NewImage;
        if (record.eventName !== 'INSERT' || !image) return;
        const item = unmarshall(image as never) as QueuedMessage;
        if (item.entity_type !== OUTBOX_MESSAGE) return;
        await transport.deliver(messageOf(item));
        await markDelivered(item.id);
      },
      'message not delivered',
    );
}
