import { prepareUpdate } from '../../db/entity-store';
import type { TransactItem } from '../../db/transactions';
import type { Actor } from '../lifecycle/lifecycle';
import { actorRef, statusChangePut } from '../lifecycle/status-history';
import { SALE, type Sale, type SaleEntity } from '../sales/sales';
import { saleLifecycle } from './sale-lifecycle';

type SaleAction = Parameters<typeof saleLifecycle.step>[0];

/**
 * A checked step of the sale's life cycle as transaction items (unwritten, as the approval engine
 * takes them): the sale's change under the version read and, when the status moves, its history
 * entry. A step the state or the actor does not allow throws the lifecycle's refusal (409 / 403).
 */
export async function prepareSaleStep(
  sale: SaleEntity,
  action: SaleAction,
  actor: Actor,
  options: { changes?: Partial<Sale>; reason?: string | null; at?: string } = {},
): Promise<{ entity: SaleEntity; items: TransactItem[] }> {
  const step = saleLifecycle.step(action, { from: sale.status, actor, subject: sale });
  const prepared = await prepareUpdate(
    SALE,
    sale.id,
    { ...options.changes, ...(step.changes ? { status: step.to } : {}) },
    {
      recordName: 'sale',
      current: sale,
      expectedVersion: sale.version,
      also: step.changes
        ? [
            statusChangePut(
              { type: SALE, id: sale.id },
              {
                version: sale.version + 1,
                action,
                from: step.from,
                to: step.to,
                by: actorRef(actor),
                at: options.at ?? new Date().toISOString(),
                reason: options.reason ?? null,
              },
            ),
          ]
        : [],
    },
  );
  return { entity: prepared.entity, items: prepared.items };
}
