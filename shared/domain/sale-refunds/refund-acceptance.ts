import { findEntity } from '../../db/entity-store';
import type { ApprovableType } from '../acceptances/approvable-types';
import { SALE } from '../sales/sales';
import { REFUND_RECORD_NAME, refundClosingItems, refundPayoutItems } from './refund-payout';
import { refundSubject } from './refund-subject';
import { REFUND_APPROVABLE, SALE_REFUND } from './sale-refunds';

/**
 * Refund requests join the approval engine (STAFF-DOMAIN 6.3): one step, the finance manager (four
 * eyes: never the requester). Approval pays the refund out in the decision's transaction.
 */
export const refundApprovable: ApprovableType = {
  type: REFUND_APPROVABLE,
  recordName: REFUND_RECORD_NAME,
  policies: [
    {
      name: 'sale refund',
      steps: [{ name: 'Finance manager', reviewer: { kind: 'role', role: 'finance_manager' } }],
    },
  ],
  describe: async (id) => {
    const refund = await findEntity(SALE_REFUND, id);
    const sale = refund ? await findEntity(SALE, refund.sale_id) : undefined;
    return refund && sale ? refundSubject(refund, sale) : undefined;
  },
  onApproved: refundPayoutItems,
  onRejected: (context) => refundClosingItems(context, 'reject'),
  onCancelled: (context) => refundClosingItems(context, 'cancel'),
};
