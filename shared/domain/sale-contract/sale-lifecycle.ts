import { ConflictError, ForbiddenError, type PublicError } from '../../errors';
import { byStaff, bySystem, defineLifecycle } from '../lifecycle/lifecycle';
import { type LifecycleError, TransitionForbiddenError } from '../lifecycle/lifecycle-errors';

/** A sale's states (STAFF-DOMAIN 6.1). */
export const SALE_STATUSES = [
  'draft',
  'contract_pending',
  'contracted',
  'ready_for_emptying',
  'emptied',
  'delivered',
  'cancelled',
] as const;
export type SaleStatus = (typeof SALE_STATUSES)[number];

function refusal(refused: LifecycleError): PublicError {
  if (refused instanceof TransitionForbiddenError) return new ForbiddenError();
  return new ConflictError('sale_contract.status_not_allowed', { status: refused.from });
}

/**
 * The sale's own status (STAFF-DOMAIN 6.1): the rows of the contract, force to emptying and a
 * financed sale's emptying (bank stage). Every move goes through `applyTransition`, which keeps the
 * sale's status history. README.md beside this file shows the table; other rows (delete, restore,
 * handover) join with their modules.
 */
export const saleLifecycle = defineLifecycle({
  name: 'sale',
  states: SALE_STATUSES,
  initial: 'draft',
  transitions: [
    { action: 'send_contract', from: ['draft'], to: 'contract_pending', by: [byStaff('sales.sales.manage')] },
    { action: 'accept_contract', from: ['contract_pending'], to: 'contracted', by: [bySystem] },
    { action: 'reject_contract', from: ['contract_pending'], to: 'draft', by: [bySystem] },
    {
      action: 'request_force_emptying',
      from: ['contracted'],
      by: [byStaff('sales.sales.force-emptying')],
    },
    { action: 'force_emptying', from: ['contracted'], to: 'ready_for_emptying', by: [bySystem] },
    // A money move that brings the balance to 0 (its bank part in), and one that makes it owe again.
    { action: 'settle', from: ['contracted'], to: 'ready_for_emptying', by: [bySystem] },
    { action: 'reopen', from: ['ready_for_emptying'], to: 'contracted', by: [bySystem] },
    {
      action: 'bank_emptied',
      from: ['contracted', 'ready_for_emptying'],
      to: 'emptied',
      by: [byStaff('sales.sales.manage')],
    },
  ],
  refuse: refusal,
});
