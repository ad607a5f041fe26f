import { findEntity, getEntity, prepareUpdate } from '../../db/entity-store';
import { type TransactItem, transact } from '../../db/transactions';
import { ConflictError, ForbiddenError, ValidationError } from '../../errors';
import type { StaffCaller } from '../callers/callers';
import { riyadhDay } from '../home/riyadh-day';
import type { Actor } from '../lifecycle/lifecycle';
import { sarOfHalalas, sarOrNull } from '../money';
import { recordBankPayment } from '../sale-operations/bank-payment';
import { saleBalance } from '../sale-operations/pay';
import { saleStatusMove } from '../sale-operations/settlement';
import { SALE, type SaleEntity } from '../sales/sales';
import { PAYMENT_PLAN } from '../sales-support/init-sale-payment-plan';
import { UNIT } from '../units/units';
import {
  BANK_REJECTED,
  BANK_STAGE_TARGETS,
  BANK_STAGES,
  type BankStage,
  type BankStageTarget,
  bankStep,
  financedBy,
  type StageMove,
  stageMove,
  stagesReached,
} from './bank-stages';
import { actorUserId, settingsSale } from './settings-sale';

/** Sale states the deed may move in (the contract signed). */
const EMPTYING_STATUSES = ['contracted', 'ready_for_emptying'];
/** Sale states whose bank stage no longer moves. */
const CLOSED_STATUSES = ['cancelled', 'emptied', 'delivered'];
/** Where the deed goes: the bank (Murabaha, Ijara) or the client with a mortgage (Tawarruq). */
export const EMPTIED_TO = ['bank', 'client'] as const;

const holds = (actor: Actor, ability: string) =>
  actor.kind === 'staff' && (actor.abilities.includes('*') || actor.abilities.includes(ability));

/** Skipping a stage or going back is a sales manager's (and director's) call. */
const mayOverride = (actor: Actor) => holds(actor, 'sales.sales.delete');

/**
 * The most the bank may finance: the client total less what the client pays themselves (the plan's
 * earnest money and down payment lines), in halalas.
 */
async function financingLimit(sale: SaleEntity): Promise<number> {
  const plan = await findEntity(PAYMENT_PLAN, sale.id);
  const own = (plan?.lines ?? [])
    .filter((line) => line.kind === 'orbon' || line.kind === 'down_payment')
    .reduce((sum, line) => sum + line.amount, 0);
  return Math.max(0, (sale.pricing?.client_total ?? 0) - own);
}

function nextStages(sale: SaleEntity, actor: Actor): BankStageTarget[] {
  if (!financedBy(sale.purchase_method) || !sale.bank_stage || CLOSED_STATUSES.includes(sale.status))
    return [];
  const from = sale.bank_stage;
  return BANK_STAGE_TARGETS.filter((to) => {
    const move = stageMove(from, to);
    if (backPastDeed(from, to)) return false;
    if (move === 'forward' || move === 'reject') return true;
    return (move === 'skip' || move === 'back') && mayOverride(actor);
  });
}

/** Going back from the deed's move (or later) would undo a transfer recorded on the unit. */
const backPastDeed = (from: string, to: BankStageTarget) =>
  BANK_STAGES.indexOf(from as BankStage) >= BANK_STAGES.indexOf('emptying') &&
  BANK_STAGES.indexOf(to as BankStage) < BANK_STAGES.indexOf(from as BankStage);

async function bankStageOnWire(sale: SaleEntity, actor: Actor) {
  return {
    sale_id: sale.id,
    sale_status: sale.status,
    purchase_method: sale.purchase_method ?? null,
    bank_id: sale.bank_id ?? null,
    bank_stage: sale.bank_stage ?? null,
    stages: [...BANK_STAGES],
    next_stages: nextStages(sale, actor),
    financing_amount: sarOrNull(sale.financing_amount),
    financing_limit: sarOfHalalas(await financingLimit(sale)),
    emptying_deed_number: sale.emptying_deed_number ?? null,
    emptying_date: sale.emptying_date ?? null,
    emptied_to: sale.emptied_to ?? null,
    history: sale.bank_stage_history ?? [],
  };
}

/** A financed sale's bank stage, the stages the caller may move it to, the financing limit and the steps so far. */
export async function saleBankStageData(viewer: StaffCaller, actor: Actor, saleId: number) {
  return bankStageOnWire(await settingsSale(viewer, saleId), actor);
}

export interface BankStageChange {
  stage: BankStageTarget;
  date?: string | undefined;
  note?: string | undefined;
  /** Halalas: the amount the bank approved (final approval). */
  financing_amount?: number | undefined;
  deed_number?: number | undefined;
  emptied_to?: (typeof EMPTIED_TO)[number] | undefined;
  /** Halalas: the bank's payment at `funds_received` (default the financing amount). */
  amount?: number | undefined;
}

function checkMove(sale: SaleEntity, actor: Actor, input: BankStageChange): StageMove {
  if (!financedBy(sale.purchase_method) || !sale.bank_stage)
    throw new ConflictError('sale_settings.not_financed');
  if (CLOSED_STATUSES.includes(sale.status))
    throw new ConflictError('sale_settings.purchase_method_closed', { status: sale.status });
  const move = stageMove(sale.bank_stage, input.stage);
  if (move === 'same' || move === 'closed' || backPastDeed(sale.bank_stage, input.stage))
    throw new ConflictError('sale_settings.bank_stage_not_allowed', { stage: sale.bank_stage });
  if ((move === 'skip' || move === 'back') && !mayOverride(actor)) throw new ForbiddenError();
  return move;
}

function required(field: string, stage: string): never {
  throw ValidationError.forField(field, 'validation.required_if', { other: 'stage', value: stage });
}

/** The sale's changes a move forward brings: the financing amount, the deed; each checked (422). */
async function reachedChanges(sale: SaleEntity, input: BankStageChange, reached: BankStage[], day: string) {
  const changes: Partial<SaleEntity> = {};
  if (reached.includes('final_approval')) {
    const amount = input.financing_amount ?? sale.financing_amount ?? undefined;
    if (amount === undefined) required('financing_amount', 'final_approval');
    const limit = await financingLimit(sale);
    if (amount > limit)
      throw ValidationError.forField('financing_amount', 'sale_settings.financing_over_limit', {
        limit: sarOfHalalas(limit).toFixed(2),
      });
    changes.financing_amount = amount;
  }
  if (reached.includes('emptying')) {
    if (!EMPTYING_STATUSES.includes(sale.status))
      throw new ConflictError('sale_settings.emptying_not_contracted', { status: sale.status });
    if (input.deed_number === undefined) required('deed_number', 'emptying');
    if (input.emptied_to === undefined) required('emptied_to', 'emptying');
    Object.assign(changes, {
      emptying_deed_number: input.deed_number,
      emptying_date: day,
      emptied_to: input.emptied_to,
    });
  }
  if (reached.includes('funds_received')) {
    const amount = input.amount ?? changes.financing_amount ?? sale.financing_amount ?? 0;
    const balance = saleBalance(sale);
    if (amount <= 0 || amount > balance)
      throw ValidationError.forField('amount', 'sale_settings.funds_over_balance', {
        balance: sarOfHalalas(balance).toFixed(2),
      });
  }
  return changes;
}

/**
 * Moves a financed sale's bank stage (STAFF-DOMAIN 6.5) one step forward, or, for a sales manager,
 * skips or goes back; `bank_rejected` is the side exit. Each step keeps its date, note and author.
 * `final_approval` sets the financing amount (at most the client total less the client's own
 * payments: 422 naming the limit); `emptying` records the deed (sale and unit); `funds_received`
 * records the bank's payment and moves the sale to `emptied`, all in one transaction. Written under
 * the sale version read: of racing steps one lands, the others 409.
 */
export async function changeSaleBankStage(
  viewer: StaffCaller,
  actor: Actor,
  saleId: number,
  input: BankStageChange,
) {
  const sale = await settingsSale(viewer, saleId);
  const move = checkMove(sale, actor, input);
  const from = sale.bank_stage as string;
  const day = input.date ?? riyadhDay(new Date());
  const reached =
    input.stage === BANK_REJECTED || move === 'back' ? [] : stagesReached(from, input.stage as BankStage);
  const changes = await reachedChanges(sale, input, reached, day);
  const step = bankStep({
    action: move,
    from,
    to: input.stage,
    date: day,
    note: input.note ?? null,
    by_user_id: actorUserId(actor),
  });
  const stageChanges = {
    ...changes,
    bank_stage: input.stage,
    bank_stage_history: [...(sale.bank_stage_history ?? []), step],
  };
  const unit = reached.includes('emptying')
    ? await prepareUpdate(
        UNIT,
        sale.unit_id,
        { emptying_deed_number: changes.emptying_deed_number },
        { recordName: 'unit' },
      )
    : undefined;
  if (reached.includes('funds_received')) {
    const amount = input.amount ?? stageChanges.financing_amount ?? sale.financing_amount ?? 0;
    return fundsReceived(viewer, actor, sale, { stageChanges, also: unit?.items ?? [], amount, day });
  }
  const update = await prepareUpdate(SALE, sale.id, stageChanges, {
    recordName: 'sale',
    current: sale,
    expectedVersion: sale.version,
  });
  await transact([...update.items, ...(unit?.items ?? [])], () => new ConflictError());
  return bankStageOnWire(update.entity, actor);
}

/**
 * The bank's money in ONE transaction (`recordBankPayment`: pay's guarded write): the
 * `bank_financing` payment, its allocation (the plan's bank line first), the receipt number, the
 * sale's totals under pay's condition and the version the stage was checked on, the stage itself,
 * the sale's step to `emptied` (the lifecycle's `bank_emptied`, checked before anything is written)
 * with its history entry, and the unit's deed when the step passed `emptying`. A refused payment
 * (422 over the balance, 409 when the sale moved meanwhile) leaves everything as it was.
 */
async function fundsReceived(
  viewer: StaffCaller,
  actor: Actor,
  sale: SaleEntity,
  move: { stageChanges: Partial<SaleEntity>; also: TransactItem[]; amount: number; day: string },
) {
  const emptied = saleStatusMove(sale, 'bank_emptied', actor);
  await recordBankPayment(viewer, sale.id, {
    amount: move.amount,
    paid_at: new Date(Math.min(Date.now(), Date.parse(`${move.day}T00:00:00+03:00`))).toISOString(),
    reference_no: null,
    saleChanges: { ...move.stageChanges, ...emptied?.changes, emptied_at: new Date().toISOString() },
    expectedVersion: sale.version,
    also: [...(emptied?.items ?? []), ...move.also],
  });
  return bankStageOnWire(await getEntity(SALE, sale.id, 'sale'), actor);
}
