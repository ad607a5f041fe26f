import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { tableName } from '../../config/env';
import { dynamo } from '../../db/client';
import { keys } from '../../db/keys';

/**
 * Who holds a role, for the approval steps a role reviews: one item per (role, user) under
 * `ROLE#<role>`, so a step reads its reviewers with one query (no scan of the users). Written
 * wherever a user's roles are set (the seed; the user administration to come).
 */
export async function indexRoleMembers(userId: number, roles: string[]): Promise<void> {
  await Promise.all(
    roles.map((role) =>
      dynamo.send(
        new PutCommand({
          TableName: tableName(),
          Item: { ...keys.roleMember(role, userId), user_id: userId },
        }),
      ),
    ),
  );
}

/** The ids of the users holding a role. */
export async function roleMembers(role: string): Promise<number[]> {
  const ids: number[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const result = await dynamo.send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': keys.roleMember(role, 0).pk },
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of result.Items ?? []) ids.push(Number(item.user_id));
    startKey = result.LastEvaluatedKey;
  } while (startKey);
  return ids;
}
