import { ConflictError, ForbiddenError, type PublicError } from '../../errors';
import { byStaff, defineLifecycle } from '../lifecycle/lifecycle';
import { type LifecycleError, TransitionForbiddenError } from '../lifecycle/lifecycle-errors';

export const TAX_FREE_STATUSES = ['not_applicable', 'requested', 'approved', 'rejected'] as const;
export type TaxFreeStatus = (typeof TAX_FREE_STATUSES)[number];

const manage = byStaff('sales.sales.manage');

function refusal(refused: LifecycleError): PublicError {
  if (refused instanceof TransitionForbiddenError) return new ForbiddenError();
  return new ConflictError('sale_settings.tax_free_not_allowed', { status: refused.from });
}

/**
 * A sale's first-home (tax-free) status (STAFF-DOMAIN 6.6): the certificate is `requested` with its
 * fields, then `approved` (the sale re-priced: the state bears its share of the tax) or `rejected`;
 * a rejected request may be made again. README.md beside this file shows the table.
 */
export const taxFreeLifecycle = defineLifecycle({
  name: 'tax-free status',
  states: TAX_FREE_STATUSES,
  initial: 'not_applicable',
  transitions: [
    { action: 'request', from: ['not_applicable', 'rejected'], to: 'requested', by: [manage] },
    { action: 'approve', from: ['requested'], to: 'approved', by: [manage] },
    { action: 'reject', from: ['requested'], to: 'rejected', by: [manage] },
  ],
  refuse: refusal,
});
