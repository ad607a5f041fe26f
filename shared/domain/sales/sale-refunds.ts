import { clientSimple } from '../clients/client-record';
import { CLIENT } from '../clients/clients';
import { sarOfHalalas } from '../money';
import { statusAndProjectFilters } from '../read-models/list-filters';
import { defineReadModel, join } from '../read-models/read-model';
import { pickFields } from '../records';
import { SALE_REFUND } from '../sale-refunds/sale-refunds';
import { UNIT, unitSimple } from '../units/units';
import { SALE, saleSimple } from './sales';

/** What the SaleRefund record shows of a refund request, besides its amount and payout time. */
const SALE_REFUND_FIELDS = [
  'id',
  'sale_id',
  'client_id',
  'unit_id',
  'project_id',
  'reason',
  'status',
  'created_at',
] as const;

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
    amount: sarOfHalalas(refund.amount),
    refunded_at: refund.paid_at,
    sale: saleSimple(joined.sale),
    client: clientSimple(joined.client),
    unit: unitSimple(joined.unit),
  }),
});

/** A page of sale refunds, newest first, optionally of one status and one project (declared lists). */
export const listSaleRefunds = saleRefunds.list;

/** One sale refund with its sale, client and unit, or 404. */
export const showSaleRefund = saleRefunds.show;
