import * as z from 'zod/mini';
import { changeMaintenanceCost } from '../../../shared/domain/maintenance/staff-actions';
import { single } from '../../../shared/http/envelopes';
import { numberText, optionalText } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { bill, staffRequestPath } from './fields';

/**
 * POST {system_user_url}/crm/maintenance-requests/{id}/change-cost: `cost` in SAR (2 decimals);
 * inside the sale's maintenance period a cost above 0 needs a `reason` (422 otherwise).
 */
export const staffChangeMaintenanceCost = defineOperation(
  {
    method: 'POST',
    path: '/crm/maintenance-requests/{maintenance_request_id}/change-cost',
    operationId: 'staffChangeMaintenanceCost',
    summary: 'MaintenanceRequest: change-cost',
    access: bill,
    response: { kind: 'single', record: 'StaffMaintenanceRequest', conflict: true },
    params: staffRequestPath,
    body: z.object({ cost: numberText({ min: 0 }), reason: optionalText(1000) }),
  },
  async ({ params, body, request }) =>
    single(
      await changeMaintenanceCost(staffCaller(request), params.maintenance_request_id, {
        cost: body.cost,
        reason: body.reason ?? undefined,
      }),
    ),
);
