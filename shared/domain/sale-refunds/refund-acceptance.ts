import { findEntity } from '../../db/entity-store';
import { type ApprovableType, approvableSubject } from '../acceptances/approvable-types';
import { BOOKING_SCOPE } from '../bookings/booking-scope';
import { sarOfHalalas } from '../money';
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
  // A refund is the sale's money: read by the sale's agent, project or department in the caller's
  // scope for payments and refunds, with the sale's view ability. It has no staff show (a print only).
  subject: approvableSubject({
    kind: 'sale_refund',
    family: 'payments-and-refunds',
    viewAbility: 'sales.sales.view',
    scope: BOOKING_SCOPE,
    load: async (id) => {
      const refund = await findEntity(SALE_REFUND, id);
      const sale = refund ? await findEntity(SALE, refund.sale_id) : undefined;
      if (!refund || !sale) return undefined;
      return {
        ...refund,
        sale_support_user_id: sale.sale_support_user_id ?? null,
        department_id: sale.department_id ?? null,
      };
    },
    showPath: () => null,
    summary: (refund, acceptance) => ({
      title: { en: acceptance.title_en, ar: acceptance.title_ar },
      amount: sarOfHalalas(refund.amount),
      percentage: null,
      project_id: refund.project_id,
      client_id: refund.client_id,
      unit_id: refund.unit_id,
      starts_at: null,
      ends_at: null,
      requested_at: refund.created_at,
      requester_id: refund.requested_by_user_id,
    }),
  }),
  describe: async (id) => {
    const refund = await findEntity(SALE_REFUND, id);
    const sale = refund ? await findEntity(SALE, refund.sale_id) : undefined;
    return refund && sale ? refundSubject(refund, sale) : undefined;
  },
  onApproved: refundPayoutItems,
  onRejected: (context) => refundClosingItems(context, 'reject'),
  onCancelled: (context) => refundClosingItems(context, 'cancel'),
};
