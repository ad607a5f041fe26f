import type { TransactItem } from '../../db/transactions';

const keyOf = (key: Record<string, unknown>) => `${String(key.pk)}\n${String(key.sk)}`;

/**
 * A transaction may touch an item once, but one decision moves the same counters several times
 * (a reviewer's waiting count and unread count on their COUNTS item, a list's counts for two
 * notifications). Unconditional `ADD` updates of one item are merged into one, their numbers summed.
 */
export function mergedWrites(items: TransactItem[]): TransactItem[] {
  const sums = new Map<
    string,
    { key: Record<string, unknown>; table: string; deltas: Map<string, number> }
  >();
  const order: Array<TransactItem | string> = [];
  for (const item of items) {
    const update = item.Update;
    if (!update?.UpdateExpression?.startsWith('ADD ') || update.ConditionExpression || !update.Key) {
      order.push(item);
      continue;
    }
    const id = keyOf(update.Key);
    let sum = sums.get(id);
    if (!sum) {
      sum = { key: update.Key, table: String(update.TableName), deltas: new Map() };
      sums.set(id, sum);
      order.push(id);
    }
    for (const clause of update.UpdateExpression.slice(4).split(',')) {
      const [namePlaceholder, valuePlaceholder] = clause.trim().split(/\s+/) as [string, string];
      const name = update.ExpressionAttributeNames?.[namePlaceholder] ?? namePlaceholder;
      const value = Number(update.ExpressionAttributeValues?.[valuePlaceholder]);
      sum.deltas.set(name, (sum.deltas.get(name) ?? 0) + value);
    }
  }
  return order.flatMap((entry): TransactItem[] => {
    if (typeof entry !== 'string') return [entry];
    const sum = sums.get(entry);
    const moved = [...(sum?.deltas ?? [])].filter(([, delta]) => delta !== 0);
    if (!sum || moved.length === 0) return [];
    return [
      {
        Update: {
          TableName: sum.table,
          Key: sum.key,
          UpdateExpression: `ADD ${moved.map((_, index) => `#m${index} :m${index}`).join(', ')}`,
          ExpressionAttributeNames: Object.fromEntries(moved.map(([name], index) => [`#m${index}`, name])),
          ExpressionAttributeValues: Object.fromEntries(
            moved.map(([, delta], index) => [`:m${index}`, delta]),
          ),
        },
      },
    ];
  });
}
