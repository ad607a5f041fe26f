import { linkedIds, loadEntities } from '../../db/entity-store';
import { SALE } from '../sales/sales';
import { SALE_REFUND, type SaleRefundEntity } from './sale-refunds';

/** A sale's refund requests still waiting for approval (a per-sale read through its links). */
export async function pendingRefunds(saleId: number): Promise<SaleRefundEntity[]> {
  const ids = await linkedIds({ type: SALE, id: saleId }, SALE_REFUND);
  const loaded = await loadEntities(ids.map((id) => ({ type: SALE_REFUND, id })));
  return loaded.list(SALE_REFUND, ids).filter((refund) => refund.status === 'pending_acceptance');
}
