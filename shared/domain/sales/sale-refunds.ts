import { getEntity, listPage, loadEntities } from '../../db/entity-store';
import { type EntityOf, entityType } from '../../db/entity-type';
import { statusAndProject } from '../../db/filters';
import { clientSimple } from '../clients/client-record';
import { CLIENT } from '../clients/clients';
import type { PageRequest } from '../lists';
import { pickFields } from '../records';
import { UNIT, unitSimple } from '../units/units';
import { SALE, saleSimple } from './sales';

/** Money paid back to a sale's buyer; listed under its sale and its client. */
export interface SaleRefund {
  sale_id: number;
  client_id: number;
  unit_id: number;
  project_id: number;
  amount: number;
  reason: string | null;
  status: string;
  refunded_at: string | null;
}

export const SALE_REFUND = entityType<SaleRefund>('SALE_REFUND');

/** What a sale refund holds (created_at is the entity's own). */
export const SALE_REFUND_FIELDS = [
  'id',
  'sale_id',
  'client_id',
  'unit_id',
  'project_id',
  'amount',
  'reason',
  'status',
  'refunded_at',
  'created_at',
] as const;

/** requested -> approved -> paid, or requested -> rejected. */
export const SALE_REFUND_STATUSES = ['requested', 'approved', 'rejected', 'paid'] as const;

export type SaleRefundEntity = EntityOf<typeof SALE_REFUND>;

/** SaleRefund records with their sale (SaleSimple), client and unit, loaded in one batch. */
export async function saleRefundRecords(refunds: SaleRefundEntity[]) {
  const loaded = await loadEntities(
    refunds.flatMap((refund) => [
      { type: SALE, id: refund.sale_id },
      { type: CLIENT, id: refund.client_id },
      { type: UNIT, id: refund.unit_id },
    ]),
  );
  return refunds.map((refund) => ({
    ...pickFields(refund, SALE_REFUND_FIELDS),
    sale: saleSimple(loaded.get(SALE, refund.sale_id)),
    client: clientSimple(loaded.get(CLIENT, refund.client_id)),
    unit: unitSimple(loaded.get(UNIT, refund.unit_id)),
  }));
}

/** A page of sale refunds, newest first, optionally of one status and one project (collection index). */
export async function listSaleRefunds(
  options: PageRequest & { filters: { status?: string | undefined; project_id?: number | undefined } },
) {
  const filter = statusAndProject(options.filters);
  const { items, total } = await listPage(SALE_REFUND, options.page, options.perPage, filter);
  return { items: await saleRefundRecords(items), total };
}

/** One sale refund with its sale, client and unit, or 404. */
export async function showSaleRefund(id: number) {
  const refund = await getEntity(SALE_REFUND, id, 'sale refund');
  const [record] = await saleRefundRecords([refund]);
  return record;
}
