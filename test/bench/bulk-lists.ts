import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { tableName } from '../../shared/config/env';
import { dynamo } from '../../shared/db/client';
import { listEntryWrites } from '../../shared/db/lists';

/**
 * The list entries and counts of records written in bulk: the same items a create's transaction
 * writes (`listEntryWrites`), with the counts summed per counter item and added once at the end.
 */
export class BulkListEntries {
  private readonly counts = new Map<string, { key: Record<string, unknown>; adds: Map<string, number> }>();

  /** Adds the record's list entries to `items` and its count moves to the sums. */
  collect(type: string, record: Record<string, unknown>, items: Array<Record<string, unknown>>): void {
    for (const write of listEntryWrites(type, record)) {
      if (write.Put) items.push(write.Put.Item as Record<string, unknown>);
      const update = write.Update;
      if (!update?.Key) continue;
      const id = `${String(update.Key.pk)}|${String(update.Key.sk)}`;
      const entry = this.counts.get(id) ?? { key: update.Key, adds: new Map<string, number>() };
      for (const [placeholder, name] of Object.entries(update.ExpressionAttributeNames ?? {})) {
        const delta = Number(update.ExpressionAttributeValues?.[placeholder.replace('#', ':')]);
        entry.adds.set(name, (entry.adds.get(name) ?? 0) + delta);
      }
      this.counts.set(id, entry);
    }
  }

  /** Adds the summed counts, 40 attributes per update. */
  async flush(): Promise<void> {
    for (const { key, adds } of this.counts.values()) {
      const entries = [...adds.entries()];
      for (let start = 0; start < entries.length; start += 40) {
        const chunk = entries.slice(start, start + 40);
        await dynamo.send(
          new UpdateCommand({
            TableName: tableName(),
            Key: key,
            UpdateExpression: `ADD ${chunk.map((_, index) => `#a${index} :v${index}`).join(', ')}`,
            ExpressionAttributeNames: Object.fromEntries(chunk.map(([name], index) => [`#a${index}`, name])),
            ExpressionAttributeValues: Object.fromEntries(
              chunk.map(([, value], index) => [`:v${index}`, value]),
            ),
          }),
        );
      }
    }
    this.counts.clear();
  }
}
