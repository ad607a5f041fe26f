export const item = { ConditionExpression: 'attribute_not_exists(pk)' };
