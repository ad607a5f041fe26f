import { type EntityOf, entityType } from '../../db/entity-type';
import { clientSimple } from '../clients/client-record';
import { CLIENT } from '../clients/clients';
import { STATUS_AND_PROJECT_LISTS, statusAndProjectFilters } from '../read-models/list-filters';
import { defineReadModel, join } from '../read-models/read-model';
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

export const SALE_REFUND = entityType<SaleRefund>('SALE_REFUND', { lists: [...STATUS_AND_PROJECT_LISTS] });

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

/** SaleRefund records with their sale (SaleSimple), client and unit, loaded in one batch per page. */
export const saleRefunds = defineReadModel({
  type: SALE_REFUND,
  recordName: 'sale refund',
  joins: {
    sale: join(SALE, 'sale_id'),
    client: join(CLIENT, 'client_id'),
    unit: join(UNIT, 'unit_id'),
  },
  filters: statusAndProjectFilters,
  build: (refund, { joined }) => ({
    ...pickFields(refund, SALE_REFUND_FIELDS),
    sale: saleSimple(joined.sale),
    client: clientSimple(joined.client),
    unit: unitSimple(joined.unit),
  }),
});

/** A page of sale refunds, newest first, optionally of one status and one project (declared lists). */
export const listSaleRefunds = saleRefunds.list;

/** One sale refund with its sale, client and unit, or 404. */
export const showSaleRefund = saleRefunds.show;
