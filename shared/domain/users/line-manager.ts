import { findEntity, getEntity, type PreparedUpdate, prepareUpdate } from '../../db/entity-store';
import { transact } from '../../db/transactions';
import { ConflictError } from '../../errors';
import { USER, type User } from './users';

/**
 * Sets a member's line manager (`manager_user_id`, null: none) and, in the same transaction, moves
 * the member between the managers' `report_ids`, which a `team` scope reads from the caller's own
 * record. Each of the (up to three) users is written under the version read: a change meanwhile
 * is a 409, and nothing is written.
 */
export async function setLineManager(userId: number, managerId: number | null): Promise<void> {
  const member = await getEntity(USER, userId, 'user');
  const previousId = member.manager_user_id ?? null;
  if (previousId === managerId) return;
  const [previous, next] = await Promise.all([
    previousId === null ? undefined : findEntity(USER, previousId),
    managerId === null ? undefined : getEntity(USER, managerId, 'user'),
  ]);
  const updates: Array<Promise<PreparedUpdate<User>>> = [
    prepareUpdate(USER, userId, { manager_user_id: managerId }, { recordName: 'user', current: member }),
  ];
  if (previous)
    updates.push(
      prepareUpdate(
        USER,
        previous.id,
        { report_ids: (previous.report_ids ?? []).filter((id) => id !== userId) },
        { recordName: 'user', current: previous },
      ),
    );
  if (next)
    updates.push(
      prepareUpdate(
        USER,
        next.id,
        { report_ids: [...new Set([...(next.report_ids ?? []), userId])] },
        { recordName: 'user', current: next },
      ),
    );
  const prepared = await Promise.all(updates);
  await transact(
    prepared.flatMap((update) => update.items),
    () => new ConflictError(),
  );
}
