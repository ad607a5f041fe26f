/**
 * The item actions the code uses (`grep -rn Command shared functions`): no Scan, no PartiQL, no
 * DescribeTable. Transactions need no action of their own: each TransactWriteItems entry is
 * authorized as its PutItem, UpdateItem, DeleteItem or ConditionCheckItem. The CDK grants these
 * (infra/constructs/api-function.ts), and the local stack refuses the others to a function
 * (infra/local/table-guard.ts).
 */
export const tableReadActions = [
  'dynamodb:GetItem',
  'dynamodb:BatchGetItem',
  'dynamodb:Query',
  'dynamodb:ConditionCheckItem',
] as const;
/** Read plus the writes (no BatchWriteItem: nothing batches writes). */
export const tableReadWriteActions = [
  ...tableReadActions,
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
] as const;

/** The actions of a module's table grant. */
export const tableActionsOf = (mode: 'read' | 'readwrite'): readonly string[] =>
  mode === 'read' ? tableReadActions : tableReadWriteActions;

/** The notifier's: it marks an outbox message delivered once (a conditional update) and reads devices. */
export const notifierTableActions = ['dynamodb:GetItem', 'dynamodb:UpdateItem'] as const;
