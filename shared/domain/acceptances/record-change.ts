import { tableName } from '../../config/env';
import type { EntityType, StoredEntity } from '../../db/entity-type';
import { keys } from '../../db/keys';
import { listEntryMoves, listSetIds } from '../../db/lists';
import type { TransactItem } from '../../db/transactions';

/**
 * The transaction items of a record type's own change on a final decision (a discount becomes
 * approved): the update conditioned on the version read, and the moves of its list entries. The
 * engine writes them with the decision, so the record changes if and only if the decision lands.
 */
export function recordChangeItems<T extends object>(
  type: EntityType<T>,
  current: T & StoredEntity,
  changes: Partial<T>,
): TransactItem[] {
  const at = new Date().toISOString();
  const names: Record<string, string> = { '#version': 'version', '#updated_at': 'updated_at' };
  const values: Record<string, unknown> = {
    ':expected': current.version,
    ':next': current.version + 1,
    ':now': at,
  };
  const sets = ['#version = :next', '#updated_at = :now'];
  const removes: string[] = [];
  Object.entries(changes).forEach(([name, value], index) => {
    names[`#a${index}`] = name;
    if (value === null || value === undefined) removes.push(`#a${index}`);
    else {
      values[`:a${index}`] = value;
      sets.push(`#a${index} = :a${index}`);
    }
  });
  const after = { ...current, ...changes };
  if (current.list_sets) {
    names['#list_sets'] = 'list_sets';
    values[':list_sets'] = listSetIds(type);
    sets.push('#list_sets = :list_sets');
  }
  return [
    {
      Update: {
        TableName: tableName(),
        Key: keys.entity(type, current.id),
        UpdateExpression: `SET ${sets.join(', ')}${removes.length > 0 ? ` REMOVE ${removes.join(', ')}` : ''}`,
        ConditionExpression: 'attribute_exists(pk) AND #version = :expected',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      },
    },
    ...(current.list_sets ? listEntryMoves(type, current, after) : []),
  ];
}
