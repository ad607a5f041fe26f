import type { TransactItem } from '../../db/transactions';
import { prepareTransition } from '../lifecycle/apply-transition';
import type { Actor } from '../lifecycle/lifecycle';
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
  const prepared = await prepareTransition(SALE, sale, step, { actor, recordName: 'sale', ...options });
  return { entity: prepared.entity, items: prepared.items };
}
