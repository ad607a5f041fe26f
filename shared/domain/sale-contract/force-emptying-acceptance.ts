import { getEntity } from '../../db/entity-store';
import type { ApprovableType, DecisionContext } from '../acceptances/approvable-types';
import { saleBalance } from '../sale-operations/pay';
import { saleSubject } from '../sales/sale-subject';
import { SALE } from '../sales/sales';
import { describeSale, engineActor } from './contract-acceptance';
import { prepareSaleStep } from './sale-step';

/** The record type name of a sale's force to emptying in the engine; its id is the sale's. */
export const FORCE_EMPTYING_APPROVABLE = 'sale_force_emptying';

async function decided(context: DecisionContext, status: 'approved' | 'rejected') {
  const sale = await getEntity(SALE, context.id, 'sale');
  const request = sale.force_emptying;
  if (!request) return [];
  const force_emptying = {
    ...request,
    status,
    decided_at: context.at,
    decision_reason: context.reason,
    // The balance left outstanding is the one at the approval: payments may have landed meanwhile.
    outstanding_at_approval: status === 'approved' ? saleBalance(sale) : null,
  };
  const step = await prepareSaleStep(
    sale,
    status === 'approved' ? 'force_emptying' : 'request_force_emptying',
    status === 'approved' ? engineActor(context) : { kind: 'system', name: 'force-emptying' },
    { at: context.at, reason: request.reason, changes: { force_emptying } },
  );
  return step.items;
}

/**
 * Force to emptying joins the approval engine (STAFF-DOMAIN 6.1): one step, the general manager
 * role. Approved: the sale is `ready_for_emptying` with the balance it still owes recorded;
 * rejected: it stays `contracted`, the request marked rejected.
 */
export const forceEmptyingApprovable: ApprovableType = {
  type: FORCE_EMPTYING_APPROVABLE,
  recordName: 'sale',
  policies: [
    {
      name: 'sale_force_emptying',
      steps: [{ name: 'General manager', reviewer: { kind: 'role', role: 'general_manager' } }],
    },
  ],
  subject: saleSubject((sale) => sale.force_emptying?.requested_at),
  describe: async (id) => {
    const sale = await getEntity(SALE, id, 'sale').catch(() => undefined);
    return describeSale(
      id,
      { en: 'Force to emptying', ar: 'إفراغ قسري' },
      sale?.force_emptying?.requested_by_user_id,
    );
  },
  onApproved: (context) => decided(context, 'approved'),
  onRejected: (context) => decided(context, 'rejected'),
  onCancelled: async () => [],
};
