import { ConflictError, type PublicError } from '../../errors';
import { bySystem, defineLifecycle } from '../lifecycle/lifecycle';
import type { LifecycleError } from '../lifecycle/lifecycle-errors';

export const REFUND_STATUSES = ['pending_acceptance', 'approved', 'paid', 'rejected', 'cancelled'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

const refusal = (refused: LifecycleError): PublicError =>
  new ConflictError('sale_refunds.not_pending', { status: refused.from });

/**
 * A refund request (STAFF-DOMAIN 6.3): the approval engine decides it. Approval pays it out in the
 * decision's own transaction, so it moves `pending_acceptance` → `paid` in one step; `approved` (paid
 * out later, apart from the decision) is kept for a payout confirmed by the bank (README).
 */
export const refundLifecycle = defineLifecycle({
  name: 'refund request',
  states: REFUND_STATUSES,
  initial: 'pending_acceptance',
  transitions: [
    { action: 'approve', from: ['pending_acceptance'], to: 'paid', by: [bySystem] },
    { action: 'pay', from: ['approved'], to: 'paid', by: [bySystem] },
    { action: 'reject', from: ['pending_acceptance'], to: 'rejected', by: [bySystem] },
    { action: 'cancel', from: ['pending_acceptance', 'approved'], to: 'cancelled', by: [bySystem] },
  ],
  refuse: refusal,
});
