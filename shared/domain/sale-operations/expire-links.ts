import { listPage, prepareUpdate } from '../../db/entity-store';
import { transact } from '../../db/transactions';
import { PublicError } from '../../errors';
import { SALE_OPERATION, type SaleOperationEntity } from './sale-operations';

const PAGE = 100;

/**
 * The `pending_gateway` operations whose link lapsed by `now`, earliest first: a key range of the
 * list ordered by `link_expires_at`, so a run reads only the due ones. An expiry takes the operation
 * out of the list: page 1 is read again until it holds nothing new.
 */
async function* lapsedLinks(now: Date): AsyncGenerator<SaleOperationEntity> {
  const range = { attribute: 'link_expires_at', to: now.toISOString() };
  const seen = new Set<number>();
  for (;;) {
    const { items } = await listPage(SALE_OPERATION, 1, PAGE, {
      filters: { status: 'pending_gateway' },
      range,
    });
    const fresh = items.filter((item) => !seen.has(item.id));
    if (fresh.length === 0) return;
    for (const item of fresh) {
      seen.add(item.id);
      yield item;
    }
  }
}

/** Expires one operation under the version read; one the gateway settled meanwhile keeps its outcome (false). */
export async function expireOperation(operation: SaleOperationEntity, now: Date): Promise<boolean> {
  // The page reads the items after their keys: one settled between the two reads is read settled.
  if (operation.status !== 'pending_gateway') return false;
  if (Date.parse(operation.link_expires_at ?? '') > now.getTime()) return false;
  const change = await prepareUpdate(
    SALE_OPERATION,
    operation.id,
    { status: 'expired', failure_reason: 'link_expired' },
    { recordName: 'operation', current: operation, expectedVersion: operation.version },
  );
  try {
    await transact(change.items, change.refusal);
    return true;
  } catch (error) {
    if (error instanceof PublicError) return false;
    throw error;
  }
}

/**
 * Expires the online payments still `pending_gateway` after their link lapsed (LINK_MINUTES) as of
 * `now`: each turns `expired` (`failure_reason` `link_expired`), counted nowhere, in its own write
 * conditioned on the version read, so a gateway report landing at the same moment either paid or
 * failed it first (the expiry then leaves it) or finds it expired (409 `link_expired`). Returns the
 * ids expired.
 */
export async function expireLapsedLinks(now: Date): Promise<number[]> {
  const expired: number[] = [];
  for await (const operation of lapsedLinks(now))
    if (await expireOperation(operation, now)) expired.push(operation.id);
  return expired;
}
