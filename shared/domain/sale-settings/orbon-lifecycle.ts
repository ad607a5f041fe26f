import { ConflictError, ForbiddenError, type PublicError } from '../../errors';
import { byStaff, defineLifecycle } from '../lifecycle/lifecycle';
import {
  type LifecycleError,
  TransitionForbiddenError,
  TransitionGuardError,
} from '../lifecycle/lifecycle-errors';
import { type SaleEntity, saleHeld } from '../sales/sales';

export const ORBON_STATUSES = ['none', 'pending', 'received', 'applied', 'refunded', 'forfeited'] as const;
export type OrbonStatus = (typeof ORBON_STATUSES)[number];

/** The sale states in which a contract exists (STAFF-DOMAIN 6.1): earnest money is applied to the price only then. */
const CONTRACTED = ['contracted', 'ready_for_emptying', 'emptied', 'delivered'];

/** What a step checks besides the state: the sale and the whole amount asked (earnest money and advance), in halalas. */
export interface OrbonSubject {
  sale: SaleEntity;
  amount: number;
}

const manage = byStaff('sales.sales.manage');

function refusal(refused: LifecycleError): PublicError {
  if (refused instanceof TransitionForbiddenError) return new ForbiddenError();
  if (refused instanceof TransitionGuardError && refused.action === 'receive')
    return new ConflictError('sale_settings.orbon_not_received');
  if (refused instanceof TransitionGuardError && refused.action === 'apply')
    return new ConflictError('sale_settings.orbon_not_contracted');
  if (refused instanceof TransitionGuardError) return new ConflictError('sale_settings.sale_cancelled');
  return new ConflictError('sale_settings.orbon_not_allowed', { status: refused.from });
}

/**
 * Earnest money (STAFF-DOMAIN 6.7): asked (`pending`), `received` once the money is among what the
 * sale holds (a payment of the payments module, or the booking's at init sale), then `applied` to the
 * price when contracted, `refunded` (seller's fault or none) or `forfeited` (buyer's default: a
 * refund deduction). README.md beside this file shows the table (a unit test keeps them equal).
 */
export const orbonLifecycle = defineLifecycle({
  name: 'earnest money',
  states: ORBON_STATUSES,
  initial: 'none',
  transitions: [
    {
      action: 'request',
      from: ['none'],
      to: 'pending',
      by: [manage],
      guard: {
        rule: 'the sale is not cancelled',
        holds: ({ sale }: OrbonSubject) => sale.status !== 'cancelled',
      },
    },
    { action: 'withdraw', from: ['pending'], to: 'none', by: [manage] },
    {
      action: 'receive',
      from: ['pending'],
      to: 'received',
      by: [manage],
      guard: {
        rule: 'the money the sale holds (paid − refunded) covers the earnest money',
        holds: ({ sale, amount }: OrbonSubject) => saleHeld(sale) >= amount,
      },
    },
    {
      action: 'apply',
      from: ['received'],
      to: 'applied',
      by: [manage],
      guard: {
        rule: 'the sale is contracted',
        holds: ({ sale }: OrbonSubject) => CONTRACTED.includes(sale.status),
      },
    },
    { action: 'refund', from: ['received'], to: 'refunded', by: [manage] },
    { action: 'forfeit', from: ['received'], to: 'forfeited', by: [manage] },
  ],
  refuse: refusal,
});
