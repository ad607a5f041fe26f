import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { localClientOptions } from '../config/aws';

/** One document client per container, created at module load (reused across invocations). */
export const dynamo = DynamoDBDocumentClient.from(
  new DynamoDBClient(localClientOptions(process.env.DYNAMODB_ENDPOINT)),
  {
    marshallOptions: { removeUndefinedValues: true },
  },
);
