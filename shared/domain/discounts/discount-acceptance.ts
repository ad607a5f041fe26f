import { getEntity, prepareUpdate } from '../../db/entity-store';
import type { ApprovableType, DecisionContext } from '../acceptances/approvable-types';
import { DISCOUNT } from './discounts';

/** The record type name of discounts in the engine (acceptances' `approvable_type`). */
export const DISCOUNT_APPROVABLE = 'discount';

const role = (name: string) => ({ kind: 'role' as const, role: name });

/**
 * Discounts join the approval engine (STAFF-DOMAIN.md 1.6): a percentage discount up to 2% needs
 * the sales manager; up to 5% also the sales director; above, also the general manager. A fixed
 * (SAR) discount needs the sales manager and the finance manager [decided here: the brief gives
 * percentages only].
 */
const policies = [
  {
    name: 'discount up to 2%',
    conditions: { subtype: 'percentage', max_amount: 2 },
    steps: [{ name: 'Sales manager', reviewer: role('sales_manager') }],
  },
  {
    name: 'discount up to 5%',
    conditions: { subtype: 'percentage', max_amount: 5 },
    steps: [
      { name: 'Sales manager', reviewer: role('sales_manager') },
      { name: 'Sales director', reviewer: role('sales_director') },
    ],
  },
  {
    name: 'discount above 5%',
    conditions: { subtype: 'percentage' },
    steps: [
      { name: 'Sales manager', reviewer: role('sales_manager') },
      { name: 'Sales director', reviewer: role('sales_director') },
      { name: 'General manager', reviewer: role('general_manager') },
    ],
  },
  {
    name: 'fixed discount',
    conditions: { subtype: 'fixed' },
    steps: [
      { name: 'Sales manager', reviewer: role('sales_manager') },
      { name: 'Finance manager', reviewer: role('finance_manager') },
    ],
  },
];

/** The discount's new status with who decided and when (`status_updated_*`). */
async function decided(context: DecisionContext, status: string) {
  const change = await prepareUpdate(
    DISCOUNT,
    context.id,
    { status, status_updated_at: context.at, status_updated_by_user_id: context.deciderId },
    { recordName: 'discount' },
  );
  return change.items;
}

export const discountApprovable: ApprovableType = {
  type: DISCOUNT_APPROVABLE,
  recordName: 'discount',
  policies,
  describe: async (id) => {
    const discount = await getEntity(DISCOUNT, id, 'discount').catch(() => undefined);
    if (!discount) return undefined;
    const value = discount.value_type === 'fixed' ? `${discount.value} SAR` : `${discount.value}%`;
    return {
      summary: { en: `Discount ${discount.name} (${value})`, ar: `خصم ${discount.name} (${value})` },
      amount: Number(discount.value ?? 0),
      project_id: discount.project_id,
      client_id: discount.client_id,
      subtype: discount.value_type,
      requester_id: discount.requested_by_user_id ?? 0,
    };
  },
  onApproved: (context) => decided(context, 'approved'),
  onRejected: (context) => decided(context, 'rejected'),
  // A withdrawn request leaves the discount pending, as it was before it was submitted.
  onCancelled: async () => [],
};
