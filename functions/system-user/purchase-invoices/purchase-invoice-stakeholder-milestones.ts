import * as z from 'zod/mini';
import { stakeholderMilestones } from '../../../shared/domain/purchase-invoices/invoice-records';
import { single } from '../../../shared/http/envelopes';
import { integerText, optionalIntegerText } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { INVOICES } from './fields';

/**
 * GET {system_user_url}/purchasing/purchase-invoices/get-stakeholder-milestones?stakeholder_id=&project_id=:
 * a contractor's active contracts' milestones (on the project when given): amount, certified,
 * invoiced and what may still be invoiced (certified − invoiced, Q10), in SAR without VAT.
 */
export const staffPurchaseInvoiceStakeholderMilestones = defineOperation(
  {
    method: 'GET',
    path: `${INVOICES}/get-stakeholder-milestones`,
    operationId: 'staffPurchaseInvoiceStakeholderMilestones',
    summary: 'purchase-invoice: get-stakeholder-milestones',
    response: { kind: 'single', record: 'StakeholderMilestones' },
    query: z.object({ stakeholder_id: integerText({ min: 1 }), project_id: optionalIntegerText({ min: 1 }) }),
  },
  async ({ query, request }) =>
    single(await stakeholderMilestones(staffCaller(request), query.stakeholder_id, query.project_id)),
);
