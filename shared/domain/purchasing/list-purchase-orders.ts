import { getEntity, listPage } from '../../db/entity-store';
import type { PageRequest } from '../lists';
import { PURCHASE_ORDER, purchaseOrderRecords } from './purchase-orders';

/** A page of purchase orders, newest first, optionally of one status. */
export async function listPurchaseOrders(options: PageRequest & { status?: string | undefined }) {
  const { items, total } = await listPage(PURCHASE_ORDER, options.page, options.perPage, {
    filters: { status: options.status },
  });
  return { items: await purchaseOrderRecords(items), total };
}

/** One purchase order with everything nested, or 404. */
export async function showPurchaseOrder(id: number) {
  const order = await getEntity(PURCHASE_ORDER, id, 'purchase order');
  const [record] = await purchaseOrderRecords([order]);
  return record;
}
