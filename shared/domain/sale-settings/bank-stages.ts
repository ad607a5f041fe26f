import type { BankStageStep } from '../sales/sales';
import { BANK_FINANCED, type PurchaseMethod } from '../sales-support/solvency';

/**
 * A financed sale's bank stages in order (STAFF-DOMAIN 6.5, from Saudi home-finance practice), and
 * the side exit `bank_rejected`.
 */
export const BANK_STAGES = [
  'price_offer_issued',
  'application_submitted',
  'initial_approval',
  'valuation',
  'final_approval',
  'financing_contract_signed',
  'payment_issued',
  'emptying',
  'funds_received',
] as const;
export type BankStage = (typeof BANK_STAGES)[number];
export const BANK_REJECTED = 'bank_rejected';
export const BANK_STAGE_TARGETS = [...BANK_STAGES, BANK_REJECTED] as const;
export type BankStageTarget = (typeof BANK_STAGE_TARGETS)[number];

/** Whether the purchase method involves a bank (the stage machine runs). */
export const financedBy = (method: string | null | undefined): boolean =>
  BANK_FINANCED.includes(method as PurchaseMethod);

/** How a requested stage relates to the current one. */
export type StageMove = 'forward' | 'skip' | 'back' | 'reject' | 'same' | 'closed';

/**
 * The kind of move from `from` to `to`: one step forward, a skip (more than one forward), back,
 * the side exit, the same stage, or `closed` (from the side exit or after the funds arrived
 * nothing moves: the purchase method changes or the sale is cancelled).
 */
export function stageMove(from: string, to: BankStageTarget): StageMove {
  if (from === BANK_REJECTED || from === 'funds_received') return 'closed';
  if (to === BANK_REJECTED) return 'reject';
  const at = BANK_STAGES.indexOf(from as BankStage);
  const target = BANK_STAGES.indexOf(to);
  if (target === at) return 'same';
  if (target === at + 1) return 'forward';
  return target > at ? 'skip' : 'back';
}

/** The stages a move reaches or passes from `from` up to `to` (both ends included when forward). */
export const stagesReached = (from: string, to: BankStage): BankStage[] =>
  BANK_STAGES.slice(BANK_STAGES.indexOf(from as BankStage) + 1, BANK_STAGES.indexOf(to) + 1);

/** A history entry of the stage machine. */
export const bankStep = (step: Omit<BankStageStep, 'at'>): BankStageStep => ({
  action: step.action,
  from: step.from,
  to: step.to,
  date: step.date,
  note: step.note,
  by_user_id: step.by_user_id,
  at: new Date().toISOString(),
});
