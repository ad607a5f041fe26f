import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { currentFunction } from './function-scope';

/** The IAM action each entry of a transaction is authorized as. */
const transactionEntryActions: Record<string, string> = {
  Put: 'dynamodb:PutItem',
  Update: 'dynamodb:UpdateItem',
  Delete: 'dynamodb:DeleteItem',
  ConditionCheck: 'dynamodb:ConditionCheckItem',
  Get: 'dynamodb:GetItem',
};

/** The actions a request needs: its own, or its entries' for a transaction. */
function actionsOf(commandName: string, input: { TransactItems?: Record<string, unknown>[] }): string[] {
  const operation = commandName.replace(/Command$/, '');
  if (operation === 'TransactWriteItems' || operation === 'TransactGetItems')
    return (input.TransactItems ?? []).flatMap((entry) =>
      Object.keys(entry).map((kind) => transactionEntryActions[kind] ?? `dynamodb:${kind}`),
    );
  return [`dynamodb:${operation}`];
}

/** DynamoDB's answer to an action the caller's role is not granted. */
class AccessDeniedException extends Error {
  override name = 'AccessDeniedException';
  readonly $fault = 'client';
}

/**
 * Refuses, as IAM would, a table action the running local function's role is not granted (a module
 * declared `read` that writes, a Scan anywhere): the one client of the process is every function's,
 * so the check reads which function runs now. Outside a function (the seed, tests' setup) it allows all.
 * Answers how to remove it.
 */
export function guardTable(client: DynamoDBDocumentClient): () => void {
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const fn = currentFunction();
      if (fn) {
        const input = args.input as { TransactItems?: Record<string, unknown>[] };
        const denied = actionsOf(context.commandName ?? '', input).find(
          (action) => !fn.tableActions.includes(action),
        );
        if (denied)
          throw new AccessDeniedException(
            `User: local/${fn.name} is not authorized to perform: ${denied} on the table because no identity-based policy allows the ${denied} action`,
          );
      }
      return next(args);
    },
    { step: 'initialize', name: 'localTableGrants' },
  );
  return () => client.middlewareStack.remove('localTableGrants');
}
