import { findEntity, getEntity, prepareUpdate } from '../../db/entity-store';
import type { TransactItem } from '../../db/transactions';
import { ConflictError } from '../../errors';
import type { ApprovableType, DecisionContext } from '../acceptances/approvable-types';
import { sarOfHalalas } from '../money';
import { saleSubject } from '../sales/sale-subject';
import { SALE } from '../sales/sales';
import { PAYMENT_PLAN } from '../sales-support/init-sale-payment-plan';
import { RESCHEDULE_APPROVABLE } from './approvable-names';
import { replacePlanLines } from './plan-versions';
import { linesHeld, lowerFromFirst, rescheduledLines } from './reschedule-lines';

/**
 * Approved: the pending lines replace the plan's unpaid part, against the plan as it is now. Money
 * paid since the request paid the first new lines (they are lowered by it); a plan that now owes
 * more than the request covers (a refund, a re-pricing) cannot take it: 409, the reviewer rejects.
 */
async function approved(context: DecisionContext): Promise<TransactItem[]> {
  const plan = await getEntity(PAYMENT_PLAN, context.id, 'payment plan');
  const pending = plan.pending_reschedule;
  if (!pending) return [];
  const balance = plan.total - linesHeld(plan.lines);
  const asked = pending.lines.reduce((sum, line) => sum + line.amount, 0);
  if (asked < balance) throw new ConflictError('sale_repricing.reschedule_stale');
  const lines = rescheduledLines(plan.lines, lowerFromFirst(pending.lines, asked - balance));
  const replaced = await replacePlanLines(
    plan,
    lines,
    { user_id: pending.requested_by_user_id, acceptance_id: context.acceptanceId },
    { pending_reschedule: null },
  );
  return replaced.items;
}

/** Rejected or cancelled: the pending lines leave the plan, which stays as it is. */
async function dropped(context: DecisionContext): Promise<TransactItem[]> {
  const plan = await getEntity(PAYMENT_PLAN, context.id, 'payment plan');
  if (!plan.pending_reschedule) return [];
  const update = await prepareUpdate(
    PAYMENT_PLAN,
    plan.id,
    { pending_reschedule: null },
    { recordName: 'payment plan', current: plan, expectedVersion: plan.version },
  );
  return update.items;
}

/**
 * Reschedules join the approval engine (STAFF-DOMAIN 6.4): one step, the sales manager role. The
 * requester is the sale's agent (the engine describes a record by its id alone), so four-eyes keeps
 * the agent from approving the agent's own sale.
 */
export const rescheduleApprovable: ApprovableType = {
  type: RESCHEDULE_APPROVABLE,
  recordName: 'sale',
  policies: [
    {
      name: 'sale_reschedule',
      steps: [{ name: 'Sales manager', reviewer: { kind: 'role', role: 'sales_manager' } }],
    },
  ],
  // The pending lines live on the payment plan; the request's time is the approval's.
  subject: saleSubject(() => null),
  describe: async (id) => {
    const sale = await findEntity(SALE, id);
    if (!sale) return undefined;
    const plan = await findEntity(PAYMENT_PLAN, id);
    const balance = plan ? plan.total - linesHeld(plan.lines) : 0;
    return {
      summary: { en: `Payment reschedule of sale #${id}`, ar: `إعادة جدولة دفعات البيع رقم ${id}` },
      amount: sarOfHalalas(balance),
      project_id: sale.project_id,
      client_id: sale.client_id,
      subtype: null,
      requester_id: sale.sale_support_user_id ?? 0,
    };
  },
  onApproved: approved,
  onRejected: dropped,
  onCancelled: dropped,
};
