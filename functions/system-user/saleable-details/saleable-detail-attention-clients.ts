import { unitAttentionClients } from '../../../shared/domain/sales-support/browse-unit-tabs';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { unitPath } from './fields';

/**
 * GET .../saleable-details/{unit_id}/attention-clients: the clients tied to the unit through its
 * bookings and sale in the caller's row scope (`relation`), and the leads those bookings came from.
 */
export const staffSaleableDetailAttentionClients = defineOperation(
  {
    method: 'GET',
    path: '/sales-support/saleable-details/{unit_id}/attention-clients',
    operationId: 'staffSaleableDetailAttentionClients',
    summary: 'SalesSupportSaleableDetail: AttentionClient',
    response: { kind: 'single', record: 'SalesSupportUnitClients' },
    params: unitPath,
  },
  async ({ params, request }) => single(await unitAttentionClients(staffCaller(request), params.unit_id)),
);
