import { partitionItems } from '../../db/entity-store';
import { when } from '../../db/expressions';
import { type EntityRef, keys } from '../../db/keys';
import { txPut } from '../../db/transaction-builder';
import type { TransactItem } from '../../db/transactions';
import type { Actor } from './lifecycle';

export const STATUS_CHANGE = 'STATUS_CHANGE';

/** Who made a change, as the history keeps it (a staff user's abilities are not kept). */
export type ActorRef = { kind: 'client' | 'staff'; id: number } | { kind: 'system'; name: string };

/** One entry of a record's status history. */
export interface StatusChange {
  /** The record's version after the change: orders the history and lets each entry be written once. */
  version: number;
  action: string;
  from: string;
  to: string;
  by: ActorRef;
  at: string;
  reason: string | null;
}

/** The actor as the history names it. */
export const actorRef = (actor: Actor): ActorRef =>
  actor.kind === 'system' ? { kind: 'system', name: actor.name } : { kind: actor.kind, id: actor.id };

/**
 * The transaction item that records one status change, for the transaction that changes the record
 * (conditioned on the record's version, so a change is recorded exactly when it lands). Written at
 * most once per version.
 */
export function statusChangePut(entity: EntityRef, change: StatusChange): TransactItem {
  return txPut(
    'status-history',
    { ...keys.statusChange(entity, change.version), entity_type: STATUS_CHANGE, ...change },
    { condition: when.itemAbsent() },
  ).item;
}

/** A record's status changes, oldest first (one query on the record's own partition). */
export async function statusHistory(entity: EntityRef): Promise<StatusChange[]> {
  const items = await partitionItems(keys.statusChange(entity, 0).pk, keys.statusChangePrefix());
  return items.map((item) => ({
    version: Number(item.version),
    action: String(item.action),
    from: String(item.from),
    to: String(item.to),
    by: item.by as ActorRef,
    at: String(item.at),
    reason: (item.reason as string | null | undefined) ?? null,
  }));
}
