import { CreateTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { localClientOptions } from '../../shared/config/aws';
import { createTableInput } from '../../shared/db/table-definition';

// Imported right after local-env, before anything reads it: this test file's own empty table.
process.env.TABLE_NAME = `${process.env.TABLE_NAME}-own-table-${process.pid}`;

/**
 * Makes this file's own empty table (no demo data): for tests that run time-driven jobs far ahead,
 * which would otherwise act on the records of the files running beside them.
 */
export async function ownTable(): Promise<void> {
  const dynamo = new DynamoDBClient(localClientOptions(process.env.DYNAMODB_ENDPOINT as string));
  await dynamo.send(new CreateTableCommand(createTableInput(process.env.TABLE_NAME as string)));
  dynamo.destroy();
}
