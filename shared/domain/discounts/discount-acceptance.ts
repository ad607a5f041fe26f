import { findEntity, getEntity, prepareUpdate } from '../../db/entity-store';
import {
  type ApprovableType,
  approvableSubject,
  type DecisionContext,
} from '../acceptances/approvable-types';
import { DISCOUNT } from './discounts';
import { DISCOUNT_SCOPE } from './list-discounts';

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
  // Read by its requester's scope (holds and sales); shown by the staff discount show.
  subject: approvableSubject({
    kind: 'discount',
    family: 'holds-and-sales',
    viewAbility: 'crm.discounts.view',
    scope: DISCOUNT_SCOPE,
    load: (id) => findEntity(DISCOUNT, id),
    showPath: (discount) => `/crm/discounts/${discount.id}`,
    summary: (discount, acceptance) => {
      const value = discount.value === null ? null : Number(discount.value);
      const fixed = discount.value_type === 'fixed';
      return {
        title: { en: acceptance.title_en, ar: acceptance.title_ar },
        amount: fixed ? value : null,
        percentage: fixed ? null : value,
        project_id: discount.project_id,
        client_id: discount.client_id,
        unit_id: discount.unit_id,
        starts_at: discount.start_date,
        ends_at: discount.end_date,
        requested_at: discount.created_at,
        requester_id: discount.requested_by_user_id ?? acceptance.requested_by_id,
      };
    },
  }),
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
