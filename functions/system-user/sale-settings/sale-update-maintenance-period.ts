import * as z from 'zod/mini';
import {
  MAX_MAINTENANCE_MONTHS,
  setSaleMaintenancePeriod,
} from '../../../shared/domain/sale-settings/maintenance';
import { single } from '../../../shared/http/envelopes';
import { integerText } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { saleParams, salePath } from './fields';

/**
 * POST {system_user_url}/sales-support/sales/{sale_id}/maintenance-period: the months of free
 * maintenance from delivery (0 to 120); the period ends at `delivered_at` + months. 409 on a
 * cancelled sale or a concurrent change.
 */
export const staffSaleUpdateMaintenancePeriod = defineOperation(
  {
    method: 'POST',
    path: `${salePath}/maintenance-period`,
    operationId: 'staffSaleUpdateMaintenancePeriod',
    summary: 'SalesSupportSaleTab: sale update-maintenance-period',
    access: { kind: 'staff', ability: 'sales.sales.manage' },
    response: { kind: 'single', record: 'SaleMaintenancePeriod', conflict: true },
    params: saleParams,
    body: z.object({ months: integerText({ min: 0, max: MAX_MAINTENANCE_MONTHS }) }),
  },
  async ({ params, body, request }) => {
    const caller = staffCaller(request);
    return single(await setSaleMaintenancePeriod(caller, params.sale_id, body.months));
  },
);
