import type { StoredEntity } from '../../db/entity-store';
import { clientSimple } from '../clients/client-record';
import { CLIENT, type ClientEntity } from '../clients/clients';
import { statusAndProjectFilters } from '../read-models/list-filters';
import { defineReadModel, join } from '../read-models/read-model';
import { pickFields } from '../records';
import { UNIT, unitSimple } from '../units/units';
import { SALE, saleSimple } from './sales';

export const SALE_REFUND = 'SALE_REFUND';

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

/** Money paid back to a sale's buyer; listed under its sale and its client. */
export type SaleRefundEntity = Record<(typeof SALE_REFUND_FIELDS)[number], unknown> & StoredEntity;

/** SaleRefund records with their sale (SaleSimple), client and unit, loaded in one batch per page. */
export const saleRefunds = defineReadModel({
  type: SALE_REFUND,
  recordName: 'sale refund',
  joins: {
    sale: join(SALE, 'sale_id'),
    client: join<ClientEntity>(CLIENT, 'client_id'),
    unit: join(UNIT, 'unit_id'),
  },
  filters: statusAndProjectFilters,
  build: (refund: SaleRefundEntity, { joined }) => ({
    ...pickFields(refund, SALE_REFUND_FIELDS),
    sale: saleSimple(joined.sale),
    client: clientSimple(joined.client),
    unit: unitSimple(joined.unit),
  }),
});

/** A page of sale refunds, newest first, optionally of one status and one project (collection index). */
export const listSaleRefunds = saleRefunds.list;

/** One sale refund with its sale, client and unit, or 404. */
export const showSaleRefund = saleRefunds.show;
