import { CreateTableCommand, DeleteTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { localClientOptions } from '../../shared/config/aws';
import { createTableInput } from '../../shared/db/table-definition';

let made = 0;

/**
 * Makes this file's own empty table (no demo data) and points the data layer at it: for tests that
 * run time-driven jobs far ahead, which would otherwise act on the records of the other files. Answers
 * the function that points it back at the shared table (call it in `afterAll`).
 */
export async function ownTable(): Promise<() => Promise<void>> {
  const shared = process.env.TABLE_NAME;
  process.env.TABLE_NAME = `${shared}-own-table-${process.pid}-${++made}`;
  const dynamo = new DynamoDBClient(localClientOptions(process.env.DYNAMODB_ENDPOINT as string));
  await dynamo.send(new CreateTableCommand(createTableInput(process.env.TABLE_NAME as string)));
  return async () => {
    // DynamoDB Local keeps every table in its one process: left behind, they slow the files after.
    await dynamo.send(new DeleteTableCommand({ TableName: process.env.TABLE_NAME }));
    dynamo.destroy();
    process.env.TABLE_NAME = shared;
  };
}
