import { type PreparedUpdate, prepareUpdate } from '../../db/entity-store';
import type { EntityType, StoredEntity } from '../../db/entity-type';
import { type TransactItem, transact } from '../../db/transactions';
import type { Actor, Step } from './lifecycle';
import { actorRef, statusChangePut } from './status-history';

/** How a checked step is written: who takes it, why and when, and the record's other changes. */
export interface TransitionOptions<T> {
  actor: Actor;
  recordName: string;
  reason?: string | null;
  changes?: Partial<T>;
  /** When the step is taken, as its history entry says; now by default. */
  at?: string;
  /** Items that land with the change or not at all (a message telling the client of it). */
  also?: TransactItem[];
}

/**
 * A checked step with the record's other changes as transaction items, unwritten (for a transaction
 * of the caller's, as the approval engine takes them): the record under the version the check read
 * and, when the status moves, its history entry.
 */
export async function prepareTransition<T extends { status: string }>(
  type: EntityType<T>,
  entity: NoInfer<T> & StoredEntity,
  step: Step<string, string>,
  options: TransitionOptions<NoInfer<T>>,
): Promise<PreparedUpdate<T>> {
  const ref = { type, id: entity.id };
  return prepareUpdate(
    type,
    entity.id,
    // T's status is a string (a stored record may hold any text); the step's `to` is one of them.
    (step.changes ? { ...options.changes, status: step.to } : (options.changes ?? {})) as Partial<T>,
    {
      recordName: options.recordName,
      current: entity,
      expectedVersion: entity.version,
      also: [
        ...(step.changes
          ? [
              statusChangePut(ref, {
                version: entity.version + 1,
                action: step.action,
                from: step.from,
                to: step.to,
                by: actorRef(options.actor),
                at: options.at ?? new Date().toISOString(),
                reason: options.reason ?? null,
              }),
            ]
          : []),
        ...(options.also ?? []),
      ],
    },
  );
}

/**
 * Writes a checked step with the record's other changes, conditioned on the version the check read:
 * a step that moves the status writes its history entry in the same transaction. Of racing writes
 * exactly one lands; the others get the store's version conflict and write nothing.
 */
export async function applyTransition<T extends { status: string }>(
  type: EntityType<T>,
  entity: NoInfer<T> & StoredEntity,
  step: Step<string, string>,
  options: TransitionOptions<NoInfer<T>>,
): Promise<T & StoredEntity> {
  const { entity: written, items, refusal } = await prepareTransition(type, entity, step, options);
  await transact(items, refusal);
  return written;
}
