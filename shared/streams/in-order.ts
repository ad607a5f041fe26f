import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { logger } from '../logger';

/**
 * Runs `handle` on a stream batch's records in order. On the first failure it stops and reports
 * that record, so the stream retries from there (partial batch responses) and the records before
 * it are not handled again.
 */
export async function inOrder(
  event: DynamoDBStreamEvent,
  handle: (record: DynamoDBRecord) => Promise<void>,
  failure: string,
): Promise<DynamoDBBatchResponse> {
  for (const record of event.Records) {
    try {
      await handle(record);
    } catch (error) {
      logger.error(failure, { sequenceNumber: record.dynamodb?.SequenceNumber, error });
      return { batchItemFailures: [{ itemIdentifier: record.dynamodb?.SequenceNumber ?? '' }] };
    }
  }
  return { batchItemFailures: [] };
}
