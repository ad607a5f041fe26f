import { STRIVING_CHANGE_APPROVABLE } from './approvable-names';
import { pendingRepricing } from './pending-repricing';
import { pricingWithStriving, strivingOf } from './striving-pricing';

/** The change as asked, without who asked and when. */
const changeOf = <T extends { requested_by_user_id: unknown; requested_at: unknown }>(pending: T) => {
  const { requested_by_user_id: _by, requested_at: _at, ...change } = pending;
  return change;
};

/**
 * A striving above the legal default, or moved to the company, joins the approval engine
 * (STAFF-DOMAIN 6.8): approved, the sale is re-priced with the striving asked and keeps its broker.
 * The amount shown is the striving now.
 */
export const strivingChangeApprovable = pendingRepricing({
  type: STRIVING_CHANGE_APPROVABLE,
  policy: 'sale_striving_change',
  field: 'pending_striving',
  summary: (id) => ({ en: `Striving change of sale #${id}`, ar: `تعديل السعي للبيع رقم ${id}` }),
  amount: (sale) => sale.pricing.striving_amount,
  reprice: (sale, pending) => pricingWithStriving(sale, changeOf(pending)),
  alsoWrite: (sale, pending) => ({
    striving: strivingOf(changeOf(pending), sale.striving?.striving_status ?? 'unpaid'),
  }),
});
