import type { TransactItem } from '../../db/transactions';
import type { Actor } from '../lifecycle/lifecycle';
import { actorRef, statusChangePut } from '../lifecycle/status-history';
import { saleLifecycle } from '../sale-contract/sale-lifecycle';
import { SALE, type SaleEntity, saleHeld } from '../sales/sales';
import type { ScheduleLine } from '../sales-support/init-sale-payment-plan';
import { BANK_FINANCED } from '../sales-support/solvency';

/** The bank stage at which a financed sale's bank money is in (STAFF-DOMAIN 6.5). */
const FUNDS_RECEIVED = 'funds_received';

/** Who the status history names for the automatic steps a money move brings. */
const SETTLEMENT_ACTOR: Actor = { kind: 'system', name: 'sale-operations' };

/**
 * Whether a financed sale's bank part is in: its bank stage is `funds_received` (on the sale item,
 * or set by the same transaction), the move is the bank's own payment, or the plan has no bank part.
 */
function bankPartIn(sale: SaleEntity, lines: ScheduleLine[], move: SettlingMove): boolean {
  if (!BANK_FINANCED.includes((sale.purchase_method ?? '') as (typeof BANK_FINANCED)[number])) return true;
  const stage = move.saleChanges?.bank_stage ?? (sale as { bank_stage?: string | null }).bank_stage;
  if (move.bankPayment || stage === FUNDS_RECEIVED) return true;
  return !lines.some(
    (line) => line.kind === 'bank_payment' && line.amount > 0 && line.status !== 'cancelled',
  );
}

/** What a money move tells the settlement check besides its amount. */
export interface SettlingMove {
  /** The move is the bank's payment (`recordBankPayment`): the bank part is in. */
  bankPayment?: boolean;
  /**
   * Other changes written on the sale item in the same transaction (a bank stage). A `status`
   * among them is the caller's own step (with its history entry in `also`): no automatic step then.
   */
  saleChanges?: Record<string, unknown>;
  /** The sale's version the caller checked `saleChanges` on: a sale read at another version is a 409. */
  expectedVersion?: number;
  /** Items that land with the money or not at all (a status history entry, the unit's deed). */
  also?: TransactItem[];
}

/** A sale's status change and its history entry, for the transaction that moves the money. */
export interface SaleStatusMove {
  changes: { status: string };
  items: TransactItem[];
}

type SaleAction = Parameters<typeof saleLifecycle.step>[0];

/**
 * A step of the sale's life cycle (checked: a refused one throws its 409 / 403) as a change of the
 * sale item written at `version + 1` and its history entry, or nothing when the status stays.
 */
export function saleStatusMove(
  sale: SaleEntity,
  action: SaleAction,
  actor: Actor = SETTLEMENT_ACTOR,
): SaleStatusMove | undefined {
  const step = saleLifecycle.step(action, { from: sale.status, actor, subject: sale });
  if (!step.changes) return undefined;
  const history = statusChangePut(
    { type: SALE, id: sale.id },
    {
      version: sale.version + 1,
      action,
      from: step.from,
      to: step.to,
      by: actorRef(actor),
      at: new Date().toISOString(),
      reason: null,
    },
  );
  return { changes: { status: step.to }, items: [history] };
}

/**
 * The automatic step of STAFF-DOMAIN 6.1: a move of `delta` halalas that brings a `contracted`
 * sale's balance to 0 (its bank part in, when financed) moves it to `ready_for_emptying` in the
 * same transaction. Answers the sale's status change and its history entry, or nothing. The
 * money move's condition on the status and totals read makes it exact under concurrency.
 */
export function settlingStep(
  sale: SaleEntity,
  delta: number,
  lines: ScheduleLine[],
  move: SettlingMove = {},
): SaleStatusMove | undefined {
  if (sale.status !== 'contracted' || delta <= 0) return undefined;
  if (saleHeld(sale) + delta !== (sale.pricing?.client_total ?? 0) || !bankPartIn(sale, lines, move))
    return undefined;
  return saleStatusMove(sale, 'settle');
}

/**
 * The way back: money leaving a `ready_for_emptying` sale (a payment deleted or edited down, a
 * partial refund) so that it owes again moves it back to `contracted` in the same transaction. A
 * sale a finance manager forced to emptying (approved, money owed by design) keeps its state.
 */
export function reopeningStep(sale: SaleEntity, delta: number): SaleStatusMove | undefined {
  if (sale.status !== 'ready_for_emptying' || delta >= 0) return undefined;
  if (sale.force_emptying?.status === 'approved') return undefined;
  if (saleHeld(sale) + delta >= (sale.pricing?.client_total ?? 0)) return undefined;
  return saleStatusMove(sale, 'reopen');
}
